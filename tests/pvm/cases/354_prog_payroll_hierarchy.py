# mini-program: class hierarchy for payroll with abstract base, properties and polymorphism
from abc import ABC, abstractmethod
class Employee(ABC):
    _next = 1
    def __init__(self, name):
        self.name = name
        self.emp_id = Employee._next
        Employee._next += 1
    @abstractmethod
    def monthly_pay(self):
        ...
    def __repr__(self):
        return f"{type(self).__name__}#{self.emp_id}({self.name})"
    def __lt__(self, other):
        return (self.monthly_pay(), self.name) < (other.monthly_pay(), other.name)
class Salaried(Employee):
    def __init__(self, name, annual):
        super().__init__(name)
        self.annual = annual
    def monthly_pay(self):
        return round(self.annual / 12, 2)
class Hourly(Employee):
    OVERTIME = 1.5
    def __init__(self, name, rate, hours):
        super().__init__(name)
        self.rate, self.hours = rate, hours
    def monthly_pay(self):
        regular = min(self.hours, 160)
        extra = max(self.hours - 160, 0)
        return round(regular * self.rate + extra * self.rate * self.OVERTIME, 2)
class Manager(Salaried):
    def __init__(self, name, annual, reports=()):
        super().__init__(name, annual)
        self.reports = list(reports)
    def monthly_pay(self):
        return round(super().monthly_pay() + 100 * len(self.reports), 2)
class Contractor(Hourly):
    OVERTIME = 1.0
staff = [Salaried("ann", 84000), Hourly("bob", 25.0, 172), Contractor("cy", 40.0, 180), Hourly("di", 18.5, 120)]
boss = Manager("eve", 120000, staff[:3])
staff.append(boss)
for e in staff:
    print(f"{e!r:22} {e.monthly_pay():>10,.2f}")
print("total", f"{sum(e.monthly_pay() for e in staff):,.2f}")
print("sorted", sorted(staff))
print("max", max(staff), "min", min(staff))
by_type = {}
for e in staff:
    by_type.setdefault(type(e).__name__, []).append(e.name)
print(by_type)
print([type(e).__mro__[1].__name__ for e in staff])
try:
    Employee("abstract")
except TypeError as ex:
    print(type(ex).__name__, ex)
raise_pct = {"Salaried": 0.05, "Manager": 0.03}
for e in staff:
    pct = raise_pct.get(type(e).__name__)
    if pct is not None:
        e.annual = round(e.annual * (1 + pct))
print([(e.name, getattr(e, "annual", None)) for e in staff])
print(f"{boss.monthly_pay():.2f}", isinstance(boss, Salaried), issubclass(Contractor, Employee))
