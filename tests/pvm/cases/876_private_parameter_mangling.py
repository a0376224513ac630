# Inside a class body, a parameter spelled __name is mangled to _Class__name;
# its keyword-only default (__kwdefaults__) and its annotation are stored
# under the mangled name too, so the default applies. Keyword names in calls
# are not mangled.


class Account:
    def deposit(self, amount, *, __fee=2, note=""):
        return amount - __fee, note

    def withdraw(self, amount: int, *, __limit: int = 100) -> int:
        return min(amount, __limit)

    def audit(self, *, __token):
        return "token " + __token

    def call_plain(self):
        try:
            return self.deposit(10, __fee=1)
        except TypeError as e:
            return "TypeError: " + str(e)

    def call_mangled(self):
        return self.deposit(10, _Account__fee=1)


a = Account()
print(a.deposit(10), a.deposit(10, note="x"), a.withdraw(500), a.withdraw(5))
print(Account.deposit.__kwdefaults__, Account.withdraw.__kwdefaults__)
print(Account.withdraw.__annotations__)
print(a.call_plain())
print(a.call_mangled())
print(a.audit(_Account__token="t1"))
try:
    a.audit()
except TypeError as e:
    print("TypeError:", e)


class _Leading:
    def f(self, __x=1, *, __y=2):
        return __x, __y


print(_Leading().f(), _Leading.f.__kwdefaults__, _Leading.f.__defaults__)


def outside(*, __free=3):
    return __free


print(outside(), outside.__kwdefaults__)


class Outer:
    class Inner:
        def g(self, *, __z=5):
            return __z

    def make(self):
        return lambda *, __w=6: __w


print(Outer.Inner().g(), Outer.Inner.g.__kwdefaults__, Outer().make()(), Outer().make().__kwdefaults__)
