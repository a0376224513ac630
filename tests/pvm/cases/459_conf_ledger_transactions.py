import copy

class InsufficientFunds(Exception):
    pass

class Ledger:
    def __init__(self):
        self.accounts = {}
        self.journal = []
    def open(self, name, balance=0):
        if name in self.accounts:
            raise ValueError(f"account {name!r} exists")
        self.accounts[name] = balance
    def transfer(self, src, dst, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        if self.accounts[src] < amount:
            raise InsufficientFunds(f"{src} has {self.accounts[src]}, needs {amount}")
        self.accounts[src] -= amount
        self.accounts[dst] += amount
        self.journal.append((src, dst, amount))
    def transaction(self):
        return Transaction(self)

class Transaction:
    def __init__(self, ledger):
        self.ledger = ledger
    def __enter__(self):
        self.snapshot = copy.deepcopy((self.ledger.accounts, self.ledger.journal))
        return self.ledger
    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.ledger.accounts, self.ledger.journal = self.snapshot
            print(f"  rolled back: {exc_type.__name__}: {exc}")
            return issubclass(exc_type, (InsufficientFunds, KeyError))
        print("  committed")
        return False

L = Ledger()
for name, bal in [("alice", 100), ("bob", 50), ("carol", 0)]:
    L.open(name, bal)
with L.transaction() as led:
    led.transfer("alice", "bob", 30)
    led.transfer("bob", "carol", 60)
print(L.accounts, len(L.journal))
with L.transaction() as led:
    led.transfer("carol", "alice", 10)
    led.transfer("carol", "bob", 100)
print(L.accounts, len(L.journal))
with L.transaction() as led:
    led.transfer("alice", "dave", 1)
print(L.accounts)
try:
    with L.transaction() as led:
        led.transfer("alice", "bob", -5)
except ValueError as e:
    print("escaped:", e)
try:
    L.open("bob")
except ValueError as e:
    print("ValueError:", e)
print(L.journal, sum(L.accounts.values()))
class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        self.caught = et.__name__ if et else None
        return et is not None and issubclass(et, self.types)
with Suppress(ZeroDivisionError, IndexError) as s:
    [][3]
print("suppressed", s.caught)
with Suppress(KeyError) as s2:
    pass
print("nothing", s2.caught)
try:
    with Suppress(KeyError):
        int("x")
except ValueError as e:
    print("not suppressed:", e)
