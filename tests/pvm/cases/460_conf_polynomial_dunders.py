class Poly:
    def __init__(self, coeffs):
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.c = c or [0]
    @property
    def degree(self):
        return len(self.c) - 1 if any(self.c) else -1
    def __call__(self, x):
        acc = 0
        for a in reversed(self.c):
            acc = acc * x + a
        return acc
    def __add__(self, o):
        o = o if isinstance(o, Poly) else Poly([o])
        n = max(len(self.c), len(o.c))
        return Poly([(self.c[i] if i < len(self.c) else 0) + (o.c[i] if i < len(o.c) else 0) for i in range(n)])
    __radd__ = __add__
    def __neg__(self):
        return Poly([-a for a in self.c])
    def __sub__(self, o):
        return self + (-o if isinstance(o, Poly) else -o)
    def __mul__(self, o):
        if not isinstance(o, Poly):
            return Poly([a * o for a in self.c])
        out = [0] * (len(self.c) + len(o.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(o.c):
                out[i + j] += a * b
        return Poly(out)
    __rmul__ = __mul__
    def __pow__(self, n):
        r = Poly([1])
        for _ in range(n):
            r = r * self
        return r
    def __eq__(self, o):
        return isinstance(o, Poly) and self.c == o.c
    def __hash__(self):
        return hash(tuple(self.c))
    def derivative(self):
        return Poly([i * a for i, a in enumerate(self.c)][1:])
    def __divmod__(self, d):
        q = [0] * max(1, len(self.c) - len(d.c) + 1)
        r = list(self.c)
        while len(r) >= len(d.c) and any(r):
            shift = len(r) - len(d.c)
            f = r[-1] / d.c[-1]
            f = int(f) if f == int(f) else f
            q[shift] = f
            for i, b in enumerate(d.c):
                r[i + shift] -= f * b
            r.pop()
        return Poly(q), Poly(r)
    def __repr__(self):
        terms = []
        for i, a in reversed(list(enumerate(self.c))):
            if a == 0:
                continue
            sign = "-" if a < 0 else "+"
            a = abs(a)
            body = ("" if a == 1 and i else str(a)) + ("x" if i else "") + (f"^{i}" if i > 1 else "")
            terms.append(f"{sign} {body}")
        if not terms:
            return "0"
        s = " ".join(terms)
        return s[2:] if s.startswith("+") else "-" + s[2:]
x = Poly([0, 1])
p = 3 * x ** 2 - 2 * x + 1
q = x - 1
print(p, "|", q, "|", p * q, "|", p + 5, "|", 2 - x if False else -x + 2)
print(p(0), p(2), p(-1.5), [q(v) for v in range(4)], p.degree, Poly([0]).degree, Poly([0, 0]).c)
print(p.derivative(), p.derivative().derivative(), (x ** 5).derivative(), (x + 1) ** 4)
print(divmod(x ** 2 - 1, x - 1), divmod(p, q), divmod(x ** 3 + 2, Poly([2])))
print(p == 3 * x * x - 2 * x + 1, p != q, hash(p) == hash(Poly([1, -2, 3])), len({p: 1, Poly([1, -2, 3]): 2}))
roots = [r for r in range(-5, 6) if ((x - 2) * (x + 3) * (x - 4))(r) == 0]
print(roots, sum(p(i) for i in range(10)), repr(Poly([])), repr(-x), repr(Poly([5])))
