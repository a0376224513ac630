# super().__repr__() in subclasses of built-in containers, and recursive
# reprs of library containers and dataclass-like structures.
class D(dict):
    def __repr__(self): return "D" + super().__repr__()
class L(list):
    def __repr__(self): return "L" + super().__repr__()
class S(str):
    def __repr__(self): return "S" + super().__repr__()
class I(int):
    def __repr__(self): return "I" + super().__repr__()
class T(tuple):
    def __repr__(self): return "T" + super().__repr__()
class F(float):
    def __str__(self): return "F" + super().__str__()
class B(bytes):
    def __repr__(self): return "B" + super().__repr__()
print(D(a=1), L([1]), repr(S("x")), repr(I(5)), T((1,)), F(1.5), repr(B(b"x")))
print(dict.__repr__(D(a=1)), list.__repr__(L([2])), str.__repr__(S("y")), int.__repr__(I(3)), tuple.__repr__(T((2,))), float.__repr__(F(2.5)))
print(str(D(a=2)), str(L([3])), dict.__str__(D()) if hasattr(dict, "__str__") else "")
from collections import deque, OrderedDict, defaultdict, Counter, UserDict, UserList
class Q(deque):
    def __repr__(self): return "Q:" + super().__repr__()
print(Q([1, 2]), Q([1], maxlen=3), repr(deque([3])))
class P(deque): pass
print(P("ab"), P("ab", 1))
for f in [lambda: list.__repr__(5), lambda: dict.__repr__([]), lambda: tuple.__repr__(()), lambda: bytes.__repr__(bytearray(b"x")), lambda: deque.__repr__([])]:
    try: print(f())
    except TypeError as e: print("TE", e)
class Rec(list):
    def __repr__(self): return "Rec" + super().__repr__()
r = Rec([1]); r.append(r); print(r)
class OD(OrderedDict):
    def __repr__(self): return "OD!" + super().__repr__()
print(OD(a=1), OrderedDict(), Counter("aab"), defaultdict(int, {"z": 1}))
d = deque([1]); d.append(d); print(d)
o = OrderedDict(a=1); o["self"] = o; print(o)
dd = defaultdict(list); dd["x"] = dd; print(dd)
ud = UserDict(); ud["me"] = ud; print(ud)
ul = UserList([1]); ul.append(ul); print(ul)
class L(list): pass
l = L([1]); l.append(l); print(l)
class D(dict): pass
x = D(); x["k"] = x; print(x)
