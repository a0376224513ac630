# mini-program: polynomial arithmetic with integer and float coefficients
class Poly:
    def __init__(self, coeffs):
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.c = c or [0]
    @property
    def degree(self):
        return len(self.c) - 1 if self.c != [0] else -1
    def __call__(self, x):
        r = 0
        for a in reversed(self.c):
            r = r * x + a
        return r
    def __add__(self, o):
        n = max(len(self.c), len(o.c))
        return Poly([(self.c[i] if i < len(self.c) else 0) + (o.c[i] if i < len(o.c) else 0) for i in range(n)])
    def __sub__(self, o):
        return self + Poly([-a for a in o.c])
    def __mul__(self, o):
        if isinstance(o, (int, float)):
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
        return self.c == o.c
    def divmod(self, d):
        q = [0] * max(len(self.c) - len(d.c) + 1, 1)
        r = list(self.c)
        while len(r) >= len(d.c) and any(r):
            shift = len(r) - len(d.c)
            f = r[-1] / d.c[-1] if isinstance(r[-1] / d.c[-1], float) and r[-1] % d.c[-1] else r[-1] // d.c[-1]
            q[shift] = f
            for i, b in enumerate(d.c):
                r[i + shift] -= f * b
            r.pop()
        return Poly(q), Poly(r)
    def derivative(self):
        return Poly([i * a for i, a in enumerate(self.c)][1:])
    def __repr__(self):
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0 and len(self.c) > 1:
                continue
            t = ("" if abs(a) == 1 and i else str(abs(a))) + ("x" if i else "") + (f"^{i}" if i > 1 else "")
            terms.append(("-" if a < 0 else "+") + (t or "1"))
        s = "".join(terms)
        return s[1:] if s.startswith("+") else s
x = Poly([0, 1])
p = (x + Poly([1])) ** 5
print(p, p.degree, p(1), p(-1), p(2), p(0.5))
q = x * x - Poly([2])
print(q, q.derivative(), q(2 ** 0.5), q(1.4142135623730951))
print((x - Poly([1])) * (x + Poly([1])) == x ** 2 - Poly([1]), 3 * q, q * 0)
num = x ** 3 - Poly([6]) * x ** 2 + Poly([11]) * x - Poly([6])
quot, rem = num.divmod(x - Poly([1]))
print(num, "=", quot, "* (x-1) +", rem)
print([r for r in range(-5, 6) if num(r) == 0])
def newton(poly, x0, steps=20):
    d = poly.derivative()
    for _ in range(steps):
        x0 = x0 - poly(x0) / d(x0)
    return x0
print(repr(newton(q, 1.0)), repr(newton(num, 3.6)), repr(newton(x ** 3 - Poly([2]), 1.0)))
print(Poly([0]), Poly([0, 0, 0]).degree, Poly([5]), Poly([-1, 0, -3]), Poly([1, -1]) ** 0)
