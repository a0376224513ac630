# Attribute hooks: properties raising AttributeError fall back to __getattr__;
# dir/vars/getattr corners; __format__ overrides; reprs of built-in methods.
def tryit(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)
class P:
    @property
    def bad(self): raise ValueError("prop fails")
    @property
    def missing(self): raise AttributeError("inner missing")
    def __getattr__(self, n): return "ga:" + n
p = P()
tryit(hasattr, p, "bad")
tryit(getattr, p, "missing")
tryit(getattr, p, "bad", "default")
tryit(lambda: p.missing)
class Q:
    @property
    def missing(self): raise AttributeError("inner")
tryit(getattr, Q(), "missing", "dflt")
tryit(lambda: Q().missing)
tryit(hasattr, Q(), "missing")
class S:
    __slots__ = ("a",)
tryit(vars, S())
tryit(lambda: S().__dict__)
tryit(lambda: sorted(n for n in dir(S()) if not n.startswith("__")))
class WithDir:
    def __dir__(self): return ["z", "a", "m"]
tryit(dir, WithDir())
class Base:
    cls_attr = 1
    def method(self): pass
class Child(Base):
    def __init__(self): self.inst = 2
tryit(lambda: [n for n in dir(Child()) if not n.startswith("_")])
tryit(lambda: [n for n in dir(Child) if not n.startswith("_")])
tryit(lambda: vars(Child()))
tryit(lambda: sorted(k for k in vars(Child) if not k.startswith("__")))
tryit(vars, 5)
tryit(setattr, Child(), "new", 1)
tryit(delattr, Child(), "nope")
tryit(getattr, Child(), 5)
tryit(getattr, Child())
tryit(lambda: getattr(Child(), "inst"))
tryit(lambda: type(Child()).__mro__)
tryit(lambda: Child.__bases__)
tryit(lambda: Child.__base__)
tryit(lambda: (Child.__name__, Child.__module__, Child.__qualname__, Child.__doc__))
tryit(lambda: Child.__dict__["__init__"].__name__)
tryit(lambda: "__init__" in Child.__dict__ and "method" not in Child.__dict__)
tryit(lambda: Child.__dict__["x"])
class Fmt:
    def __format__(self, spec):
        if spec == "bad": raise ValueError("bad spec")
        return f"<{spec}>"
tryit(lambda: f"{Fmt():abc}")
tryit(lambda: "{:xyz}".format(Fmt()))
tryit(lambda: format(Fmt(), "bad"))
tryit(lambda: f"{Fmt()!r:>5}"[:3])
class NoFmt: pass
tryit(lambda: format(NoFmt(), "x"))
tryit(lambda: format(NoFmt(), ""))[:0] if False else None
tryit(lambda: f"{NoFmt():>10}")
tryit(lambda: format(object(), ">5"))
class SF(str):
    def __format__(self, spec): return "SF" + spec
tryit(lambda: (f"{SF('x'):>4}", "{}".format(SF("y")), format(SF("z")), "%s" % SF("w")))
class IF(int):
    def __format__(self, spec): return "IF" + spec
tryit(lambda: (f"{IF(1):d}", "%d" % IF(2), str(IF(3)), f"{IF(4)!s}"))
print(str.upper, str.join, list.append, dict.get, int.bit_length, bytes.hex, float.is_integer, tuple.count)
print(int.__add__, object.__init__, list.__len__, str.__getitem__, object.__eq__, int.__hash__, list.__iter__)
print(int.__format__, list.__reversed__, float.__round__, int.__trunc__, str.__format__)
print(len, print, abs, sorted, isinstance, getattr)
import math, operator
print(math.sqrt, math.gcd, operator.add, operator.itemgetter)
# built-in classmethods bound to their type (CPython adds the type's address)
print([repr(m).split(" at 0x")[0].rstrip(">") for m in (dict.fromkeys, int.from_bytes, bytes.fromhex, float.fromhex)])
