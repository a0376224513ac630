# A pattern binds its names only when it matches as a whole (CPython keeps
# the captures on its stack): failed cases, or-pattern alternatives and
# nested patterns leave the names as they were; alternatives may bind the
# same names in different orders.
from dataclasses import dataclass

@dataclass
class P:
    x: int
    y: int

def f(v):
    a = b = c = r = "-"
    match v:
        case [a, b] | (b, a, 0):
            return ("pair", a, b, c)
        case {"a": a, **r} if a == 1:
            return ("map1", a, r)
        case {"a": a, "b": [b, *c]}:
            return ("map2", a, b, c)
        case P(x=a, y=b) | P(y=a, x=b) if a == b:
            return ("peq", a, b)
        case P(a, 2 as b) as c:
            return ("pas", a, b, c)
        case [[a, b] | [b, a, _], ([c] | c)]:
            return ("nested", a, b, c)
        case [1, *a, 9]:
            return ("star", a)
        case {"k": (1 | 2) as a}:
            return ("maskv", a)
        case str() | bytes() as a:
            return ("text", a)
        case _:
            return ("none", a, b, c, r)

tests = [
    [1, 2], (5, 6, 0), (5, 6, 1), {"a": 1, "z": 3}, {"a": 2, "z": 3},
    {"a": 2, "b": [4, 5, 6]}, {"a": 2, "b": []}, P(3, 3), P(3, 4), P(7, 2),
    [[1, 2], 3], [[1, 2, 3], [4]], [[1, 2, 3], [4, 5]], [1, 5, 6, 9], [1, 5, 6, 8],
    {"k": 2}, {"k": 3}, "s", b"b", 3.5, [[1], 2],
]
for t in tests:
    print(repr(t), f(t))

def g(v):
    x = y = "-"
    match v:
        case (x, 1) | (1, x):
            pass
        case [y, [x, 5]]:
            pass
    return x, y

for t in [(3, 1), (1, 4), (2, 2), [7, [8, 5]], [7, [8, 6]]]:
    print(t, g(t))

def h(v):
    match v:
        case {"a": 1, "b": q} | {"b": q, "c": 2}:
            return q
        case [p, q] | [q, p, 0]:
            return (p, q)
    return None

print(h({"a": 1, "b": 5}), h({"b": 6, "c": 2}), h({"b": 6, "c": 3}), h([1, 2]), h([1, 2, 2]), h([1, 2, 3]))
def f(v):
    a = b = "unset"
    match v:
        case [a, 1]:
            return ("first", a, b)
        case (b, 2, 3):
            return ("second", a, b)
        case {"k": a, "z": 5}:
            return ("third", a, b)
        case _:
            return ("none", a, b)

print(f([7, 1]))
print(f([7, 2]))
print(f((9, 2, 4)))
print(f({"k": 1, "z": 6}))
print(f([8, 2, 3]))
