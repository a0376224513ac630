# dataclasses in a small accounting domain: ordering, frozen value objects, validation, replace
from dataclasses import dataclass, field, replace, astuple, fields
@dataclass(frozen=True, order=True)
class Money:
    cents: int
    currency: str = "USD"
    def __post_init__(self):
        if not isinstance(self.cents, int):
            raise TypeError(f"cents must be int, got {type(self.cents).__name__}")
    def __add__(self, other):
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return Money(self.cents + other.cents, self.currency)
    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}{abs(self.cents) // 100}.{abs(self.cents) % 100:02d} {self.currency}"
@dataclass(order=True)
class Entry:
    date: str
    amount: Money = field(compare=False)
    memo: str = field(default="", compare=False)
@dataclass
class Book:
    entries: list = field(default_factory=list)
    def add(self, date, cents, memo=""):
        self.entries.append(Entry(date, Money(cents), memo))
        return self
    def balance(self):
        total = Money(0)
        for e in self.entries:
            total = total + e.amount
        return total
    def by_month(self):
        out = {}
        for e in sorted(self.entries):
            key = e.date[:7]
            out[key] = out.get(key, Money(0)) + e.amount
        return {k: str(v) for k, v in out.items()}
book = Book().add("2024-02-03", 120000, "salary").add("2024-01-15", -4599, "groceries").add("2024-02-01", -95000, "rent")
book.add("2024-01-31", 2500, "refund").add("2024-03-01", -1, "fee")
print(str(book.balance()), book.by_month())
print([e.date for e in sorted(book.entries)], [f.name for f in fields(Entry)])
m = Money(500)
print(m, repr(m), astuple(m), replace(m, cents=750), m < Money(501), sorted([Money(3), Money(-2), Money(1)]))
for bad in [lambda: Money(1.5), lambda: Money(1) + Money(1, "EUR"), lambda: setattr(m, "cents", 0)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print({Money(1): "one"}[Money(1)], Money(1) == Money(1, "USD"), Money(1) == Money(1, "EUR"))
