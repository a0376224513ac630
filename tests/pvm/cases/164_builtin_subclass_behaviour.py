# subclasses of str, list, int, dict, tuple: which operations keep the subclass type
class S(str):
    pass
class L(list):
    pass
class I(int):
    pass
class D(dict):
    pass
class T(tuple):
    pass
s = S("Hello")
print(type(s).__name__, type(s + "x").__name__, type(s.upper()).__name__, type(s[1:]).__name__, type(s * 2).__name__, type(str(s)).__name__)
print(s == "Hello", s + s, s.lower(), repr(s), f"{s}", len(s), isinstance(s, str), hash(s) == hash("Hello"))
l = L([3, 1, 2])
print(type(l[:]).__name__, type(l + [1]).__name__, type(l * 2).__name__, type(l.copy()).__name__, type(sorted(l)).__name__)
l.sort()
l += [9]
print(l, type(l).__name__, l == [1, 2, 3, 9], repr(l))
i = I(7)
print(type(i + 1).__name__, type(-i).__name__, type(i * i).__name__, type(abs(i)).__name__, type(int(i)).__name__, i == 7, repr(i))
d = D(a=1)
print(type(d.copy()).__name__, type(d | {"b": 2}).__name__, type(dict(d)).__name__, d, repr(d))
t = T((1, 2))
print(type(t + (3,)).__name__, type(t[:]).__name__, type(t * 2).__name__, t == (1, 2), repr(t))
class Money(int):
    def __repr__(self):
        return f"Money({int(self)})"
    def __add__(self, other):
        return Money(int(self) + int(other))
    __radd__ = __add__
print(Money(5) + 3, 3 + Money(5), sum([Money(1), Money(2)]), Money(5) * 2, type(Money(5) * 2).__name__)
class Path(str):
    def __truediv__(self, other):
        return Path(self.rstrip("/") + "/" + other.lstrip("/"))
    @property
    def name(self):
        return self.rsplit("/", 1)[-1]
p = Path("/usr") / "local" / "/bin"
print(p, p.name, type(p).__name__, p.startswith("/usr"), p.split("/"))
class Stack(list):
    def push(self, x):
        self.append(x)
        return self
    def peek(self):
        return self[-1] if self else None
st = Stack().push(1).push(2).push(3)
print(st, st.peek(), st.pop(), st, len(st), Stack().peek())
class Default(dict):
    def __getitem__(self, k):
        return super().get(k, "default-from-getitem")
dd = Default(a=1)
print(dd["a"], dd["zz"], dd.get("zz"), "zz" in dd)
class Bools(int):
    def __bool__(self):
        return False
print(bool(Bools(5)), Bools(5) + 0, "t" if Bools(1) else "f")
