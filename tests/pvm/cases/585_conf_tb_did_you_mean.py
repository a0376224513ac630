# Uncaught NameError / AttributeError end with CPython's "Did you mean"
# suggestion; caught ones carry name and obj, and str() has no suggestion.
class Account:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0

    def deposit(self, amount):
        self.balance += amount


acct = Account("ana")
try:
    acct.balanse
except AttributeError as e:
    print(str(e), e.name, e.obj is acct)
try:
    "text".uper()
except AttributeError as e:
    print(e, e.name, repr(e.obj))


class Lazy:
    def __getattr__(self, name):
        raise AttributeError("lazy: " + name)


try:
    Lazy().depositt
except AttributeError as e:
    print(e, e.name, type(e.obj).__name__)
try:
    print(totl)
except NameError as e:
    print(e, e.name)


def audit(entries):
    running_total = 0
    for amount in entries:
        running_total += amount
    return running_totl


audit([1, 2, 3])
