# float algorithms that must be bit-exact: newton sqrt, series, integration, compensated sums
def newton_sqrt(x, iters=30):
    g = x / 2 if x > 1 else 1.0
    for _ in range(iters):
        g = (g + x / g) / 2
    return g
for v in [2.0, 10.0, 0.5, 1e10, 123.456]:
    print(repr(v), repr(newton_sqrt(v)), repr(v ** 0.5), newton_sqrt(v) == v ** 0.5)
def exp_series(x, terms=30):
    total, term = 1.0, 1.0
    for n in range(1, terms):
        term *= x / n
        total += term
    return total
print([repr(exp_series(x)) for x in [0.0, 0.5, 1.0, -1.0, 2.5]])
def leibniz_pi(n):
    s = 0.0
    for k in range(n):
        s += (-1) ** k / (2 * k + 1)
    return 4 * s
print(repr(leibniz_pi(1000)), repr(leibniz_pi(5000)))
def trapezoid(f, a, b, n):
    h = (b - a) / n
    s = (f(a) + f(b)) / 2
    for i in range(1, n):
        s += f(a + i * h)
    return s * h
print(repr(trapezoid(lambda x: x * x, 0.0, 1.0, 1000)), repr(trapezoid(lambda x: 1 / x, 1.0, 2.0, 500)))
def kahan(xs):
    s, c = 0.0, 0.0
    for x in xs:
        y = x - c
        t = s + y
        c = (t - s) - y
        s = t
    return s
data = [0.1] * 1000 + [1e10, -1e10] + [1e-3] * 100
print(repr(sum(data)), repr(kahan(data)))
def mean_var(xs):
    m = sum(xs) / len(xs)
    v = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    return m, v
xs = [2.5, 3.7, 1.2, 9.9, 4.4, 6.1, 0.3]
print([repr(v) for v in mean_var(xs)])
def horner(coefs, x):
    r = 0.0
    for c in coefs:
        r = r * x + c
    return r
print([repr(horner([1.5, -2.0, 0.25, 3.0], x)) for x in [-1.5, 0.1, 2.0, 3.3]])
def bisect_root(f, lo, hi, iters=60):
    for _ in range(iters):
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2
print(repr(bisect_root(lambda x: x ** 3 - 2, 0.0, 2.0)), repr(bisect_root(lambda x: x * x - 10, 0.0, 5.0)))
compound = 1000.0
for year in range(30):
    compound *= 1.0525
print(repr(compound), f"{compound:.2f}", round(compound, 2))
