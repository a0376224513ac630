def tryit(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)
class L(list):
    def __getitem__(self, i): return ("L", super().__getitem__(i))
    def __setitem__(self, i, v): super().__setitem__(i, v * 10)
    def __len__(self): return super().__len__() + 100
    def __contains__(self, x): return super().__contains__(x) or x == "magic"
    def __iter__(self): return iter(list(super().__iter__())[::-1])
    def __add__(self, o): return L(super().__add__(o))
    def __eq__(self, o): return super().__eq__(o)
    def __hash__(self): return 7
    def append(self, x): super().append(x); super().append(x)
l = L([1, 2]); l[0] = 5
tryit(lambda: (l[0], len(l), "magic" in l, 2 in l, list(l), l + [3], type(l + [3]).__name__, l == [50, 2], hash(l)))
l.append(9); tryit(lambda: list.__len__(l))
tryit(lambda: (list.__getitem__(l, 0), list.__iter__(l).__class__.__name__, sorted(l), max(l), str(l), l.copy(), type(l.copy()).__name__))
class D(dict):
    def __getitem__(self, k): return super().__getitem__(k.lower())
    def __setitem__(self, k, v): super().__setitem__(k.lower(), v)
    def __contains__(self, k): return super().__contains__(k.lower())
    def get(self, k, d=None): return super().get(k.lower(), d)
d = D(); d["A"] = 1; d.update({"B": 2})
tryit(lambda: (d["a"], "A" in d, d.get("A"), d, dict.__getitem__(d, "a"), list(d.items()), d.keys(), d | {"c": 3}, type(d | {"c": 3}).__name__))
tryit(lambda: (dict.__contains__(d, "A"), dict.get(d, "a"), d.setdefault("Z", 0), d, d.pop("z", "nope"), D.fromkeys("xy", 0), type(D.fromkeys("x")).__name__))
class S(str):
    def __new__(cls, v): return super().__new__(cls, v.strip())
    def __eq__(self, o): return super().__eq__(o.strip() if isinstance(o, str) else o)
    def __hash__(self): return super().__hash__()
    def __len__(self): return super().__len__() * 2
    def __getitem__(self, i): return S(super().__getitem__(i) + " ")
s = S("  hi  ")
tryit(lambda: (s, len(s), s == " hi ", s[0], type(s[0]).__name__, s.upper(), str.__len__(s), s + "!", s * 2, s.__class__.__name__, str(s), type(str(s)).__name__))
class I(int):
    def __new__(cls, v, unit="m"):
        o = super().__new__(cls, v)
        o.unit = unit
        return o
    def __add__(self, o): return I(int(self) + int(o), self.unit)
    def __repr__(self): return f"{int(self)}{self.unit}"
    def __str__(self): return "I:" + super().__str__()
i = I(5, "kg")
tryit(lambda: (i + 2, i + i, 2 + i, i * 2, type(i * 2).__name__, -i, abs(I(-3)), i == 5, i < 6, hash(i) == hash(5), str(i), f"{i}", f"{i:>4}", format(i, "x"), int.__repr__(i), int.__str__(i)))
tryit(lambda: (int(i), float(i), i.bit_length(), I(10) // 3, divmod(I(7), 2), round(I(15), -1), type(round(I(15), -1)).__name__, [0, 1, 2, 3, 4, 5, 6][i], bool(I(0))))
class F(float):
    def __repr__(self): return f"F({super().__repr__()})"
f = F(1.5)
tryit(lambda: (f, f + 1, type(f + 1).__name__, f"{f}", f"{f:.2f}", str(f), [f], f.is_integer(), f.as_integer_ratio(), round(f), float(f), float.__repr__(f)))
class T(tuple):
    def __new__(cls, *args): return super().__new__(cls, args)
    def __getitem__(self, i): return super().__getitem__(i) * 2
t = T(1, 2, 3)
tryit(lambda: (t, t[0], len(t), list(t), t + (4,), type(t + (4,)).__name__, t[1:], type(t[1:]).__name__, t.count(1), tuple.__getitem__(t, 0), hash(t) == hash((1, 2, 3)), t == (1, 2, 3)))
class B(bytes):
    def hexed(self): return self.hex()
b = B(b"ab")
tryit(lambda: (b, b.hexed(), b + b"c", type(b + b"c").__name__, b[0], b[:1], type(b[:1]).__name__, b.upper(), type(b.upper()).__name__, bytes(b), b == b"ab", len(b)))
class BA(bytearray): pass
ba = BA(b"xy"); ba.append(122)
tryit(lambda: (ba, ba + b"!", type(ba + b"!").__name__, ba[0], ba[:2], type(ba[:2]).__name__, bytes(ba), ba.decode(), list(ba)))
# int/float have no __str__ of their own: object.__str__ uses the subclass's __repr__
class I2(int):
    def __repr__(self): return f"I<{int(self)}>"
class J(int):
    def __str__(self): return "J!"
class F(float):
    def __repr__(self): return "F~"
class K(I2):
    def __str__(self): return "K:" + super().__str__()
for v in [I2(5), J(6), F(1.5), K(7), True, 3, 2.5]:
    print(str(v), repr(v), f"{v}", f"{v!s}", f"{v:}", "%s" % v, "%r" % (v,), format(v), "{}".format(v), [v], int.__str__(v) if isinstance(v, int) else float.__str__(v))
print(int.__str__(5), float.__str__(2.5), "__str__" in int.__dict__, "__str__" in float.__dict__, str.__str__("x"), bool.__str__(False), object.__str__(I2(9)))
print(I2(5) + 1, "%d" % I2(5), "%5.1f" % F(2.25), f"{I2(5):03d}", f"{F(2.5):.2f}", format(J(6), "x"), str(J(6)), f"{J(6)}")
