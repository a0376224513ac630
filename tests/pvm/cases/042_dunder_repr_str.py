# __repr__, __str__ and __format__ and where each is used
class Both:
    def __repr__(self):
        return "Both(repr)"
    def __str__(self):
        return "Both(str)"
class ReprOnly:
    def __repr__(self):
        return "ReprOnly()"
class StrOnly:
    def __str__(self):
        return "StrOnly str"
b, r = Both(), ReprOnly()
print(b, r)
print(str(b), repr(b), str(r), repr(r))
print([b, r], (b,), {"k": b})
print(f"{b} {b!r} {b!s} {r}")
print("%s %r" % (b, b))
print("{} {!r}".format(b, b))
print(str(StrOnly()))
class Fmt:
    def __format__(self, spec):
        return f"<Fmt spec={spec!r}>"
    def __repr__(self):
        return "Fmt"
f = Fmt()
print(format(f), format(f, "xyz"), f"{f:>10}", "{:abc}".format(f), f"{f!r}")
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __str__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"
    def __repr__(self):
        return f"Money({self.cents})"
    def __format__(self, spec):
        if spec == "":
            return str(self)
        return format(self.cents / 100, spec)
m = Money(12345)
print(m, repr(m), f"{m}", f"{m:.1f}", f"{m:>10.2f}", [m])
class BadRepr:
    def __repr__(self):
        return 42
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
class BadStr:
    def __str__(self):
        return None
try:
    str(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
class Inherit(Both):
    pass
print(Inherit(), repr(Inherit()))
class Nested:
    def __init__(self, children):
        self.children = children
    def __repr__(self):
        return f"Nested({self.children!r})"
print(Nested([Nested([]), Nested([Nested(["leaf"])])]))
class NoFormat:
    def __str__(self):
        return "nf"
print(format(NoFormat()), f"{NoFormat()}")
try:
    format(NoFormat(), "10")
except TypeError as e:
    print(type(e).__name__, e)
print(repr(str), repr(int), repr(Both), str(ReprOnly))
