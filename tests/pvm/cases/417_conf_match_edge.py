import math
class Const:
    LIMIT = 10
    NAME = "x"
class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    @property
    def norm(self):
        return abs(self.x) + abs(self.y)
class Weird:
    @property
    def boom(self):
        raise ValueError("boom attr")
def classify(v):
    match v:
        case Const.LIMIT:
            return "limit"
        case -1 | -2.5:
            return "neg const"
        case math.pi:
            return "pi"
        case Vec(0, norm=n):
            return f"vec x0 norm {n}"
        case Vec(x, y) if (s := x + y) > 10:
            return f"big vec {s}"
        case Vec(x=a):
            return f"vec a={a}"
        case (1, (2, inner)) | [1, [2, inner]]:
            return f"nested {inner}"
        case (x, y, *others) if len(others) > 1:
            return f"long {x} {y} {others}"
        case _:
            return "?"
for v in [10, -1, -2.5, math.pi, Vec(0, 3), Vec(6, 7), Vec(2, 3), (1, (2, 3)), [1, [2, "z"]], (1, 2, 3, 4), (1, 2, 3), 10.0, True]:
    print(classify(v))
try:
    match Weird():
        case Weird(boom=b):
            print("no")
except ValueError as e:
    print("ValueError:", e)
results = []
for item in [1, "stop", 2, "skip", 3, None, 4]:
    match item:
        case "stop":
            results.append("S")
            continue
        case "skip":
            continue
        case None:
            break
        case n:
            results.append(n * 10)
print(results)
def gen(items):
    for it in items:
        match it:
            case [k, v]:
                yield f"{k}={v}"
            case {"k": k}:
                yield k
print(list(gen([["a", 1], {"k": "b"}, 5, ("c", 3)])))
def f(data):
    try:
        match data:
            case {"val": int(v)}:
                return v * 2
            case {"val": v}:
                raise TypeError(f"bad val {v!r}")
    finally:
        print("finally for", data)
print(f({"val": 4}))
try:
    f({"val": "x"})
except TypeError as e:
    print("TypeError:", e)
print(f([]))
class Shape:
    pass
class Sq(Shape):
    __match_args__ = ("side",)
    def __init__(self, side):
        self.side = side
class Rect(Shape):
    __match_args__ = ("w", "h")
    def __init__(self, w, h):
        self.w, self.h = w, h
def area(s):
    match s:
        case Sq(side):
            return side * side
        case Rect(w, h) if w == h:
            return area(Sq(w))
        case Rect(w, h):
            return w * h
        case Shape():
            return 0
print([area(s) for s in [Sq(3), Rect(2, 2), Rect(2, 5), Shape()]])
def tup(t):
    match t:
        case (a, b) | [a, b, _]:
            return a, b
        case (a, *b, c):
            return a, b, c
print(tup((1, 2)), tup([3, 4, 5]), tup((1, 2, 3, 4)), tup("ab"))
match {"a": 1, "b": 2, "c": 3}:
    case {"a": 1, **rest}:
        print("rest", rest)
match [1, 2, 3]:
    case [*all_items]: print("all", all_items)
match 3.0:
    case 3:
        print("3.0 matches 3")
match 1:
    case True:
        print("1 is True?")
    case _:
        print("1 is not True pattern")
