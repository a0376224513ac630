# Nested or-patterns, or-patterns under as, class and mapping patterns, and
# guards that fail after the names are bound.
from dataclasses import dataclass

@dataclass
class Pt:
    x: object
    y: object

def f(v):
    a = b = c = d = "-"
    match v:
        case [(1, a) | (a, 1), [b, c] | (c, b, _)] if a != 0:
            return "A", a, b, c
        case {"k": [a, *b] | (a, b), "m": (Pt(x=c, y=d) | Pt(y=c, x=d)) as whole}:
            return "B", a, b, c, d, whole
        case Pt(Pt(a, b) | [a, b], c) | Pt(c, Pt(a, b) | [a, b]):
            return "C", a, b, c
        case [*a, (1 | 2 | 3) as b] if len(a) < 3:
            return "D", a, b
        case (((a, b) as c) | [c, a, b]) as d:
            return "E", a, b, c, d
        case {**rest} if rest:
            return "F", sorted(rest)
    return "none", a, b, c, d

Pt.__match_args__ = ("x", "y")
tests = [
    [(1, 5), [6, 7]], [(5, 1), (8, 9, 0)], [(0, 1), [1, 2]],
    {"k": [1, 2, 3], "m": Pt(4, 5)}, {"k": (1, 2), "m": Pt("p", "q")}, {"k": 7, "m": Pt(1, 2)},
    Pt(Pt(1, 2), 3), Pt(3, [4, 5]), Pt([6, 7], 8), Pt(9, 9),
    [5, 6, 2], [1, 2, 3, 4, 3], (7, 8), [9, 7, 8], [1, 2, 3], {"z": 1}, {}, 42,
]
for t in tests:
    print(t, f(t))

def g(v):
    match v:
        case [x, y, *rest] | {"x": x, "y": y, **rest}:
            return x, y, rest
        case _:
            return None

print(g([1, 2, 3]), g({"x": 1, "y": 2, "z": 3}), g({"x": 1}), g("ab"))

def h(seq):
    out = []
    for v in seq:
        match v:
            case int(n) | float(n) if n > 0:
                out.append(("pos", n))
            case int(n) | float(n):
                out.append(("num", n))
            case (str() as s) | (bytes() as s):
                out.append(("txt", s))
            case [int(a), int(b)] | [int(b), str(a)]:
                out.append(("pair", a, b))
    return out

print(h([1, -2.5, "s", b"b", [1, 2], [3, "x"], 0.0]))
