# classes: __init__, methods, instance and class state, __repr__
class Account:
    bank = "PyBank"
    _next_id = 1
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.number = Account._next_id
        Account._next_id += 1
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        return self
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self.balance -= amount
        return self
    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance}, #{self.number})"
a = Account("ann", 100)
b = Account("bob")
print(a, b, Account.bank, a.bank, Account._next_id)
a.deposit(50).withdraw(30)
print(a)
for op in [lambda: b.withdraw(5), lambda: a.deposit(-1), lambda: a.deposit(0)]:
    try:
        op()
    except ValueError as e:
        print(type(e).__name__, e)
print(isinstance(a, Account), type(a).__name__, type(a) == Account)
print(Account.deposit(b, 10), b.balance)
class Empty:
    pass
e = Empty()
e.x = 1
print(e.x, Empty.__name__, Empty.__qualname__, Empty.__module__)
class Point:
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)
    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2
p = Point(1, 2)
q = p.moved(3, 4)
print(p, q, p.dist2(q), Point())
print(repr([p, q]), str(p))
class Outer:
    class Inner:
        def hello(self):
            return "inner hello"
    def make(self):
        return self.Inner()
print(Outer().make().hello(), Outer.Inner.__qualname__)
class WithDoc:
    """A documented class."""
print(WithDoc.__doc__, Empty.__doc__)
class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
        type(self).instances_via_type = Counter.instances
for _ in range(3):
    Counter()
print(Counter.instances, Counter.instances_via_type)
