from collections import namedtuple
from enum import Enum
Point = namedtuple("Point", "x y")
class Dir(Enum):
    N = "north"
    S = "south"
class Shape:
    __match_args__ = ("kind",)
    def __init__(self, kind, **attrs):
        self.kind = kind
        self.__dict__.update(attrs)
    def __repr__(self):
        return f"Shape({self.kind!r})"
def classify(v):
    match v:
        case True:
            return "True singleton"
        case 1:
            return "one (not True)"
        case 0.0:
            return "zero-ish"
        case None:
            return "None"
        case (1 | 2 | 3) as small:
            return f"small {small}"
        case str() | bytes() as text if len(text) > 3:
            return f"long text {text!r}"
        case str(s):
            return f"short str {s!r}"
        case Point(x=0, y=0):
            return "point origin"
        case Point(x, y) if x == -y:
            return f"anti-diagonal {x},{y}"
        case Point(x, _):
            return f"point x={x}"
        case Dir.N:
            return "going north"
        case Dir():
            return f"direction {v.value}"
        case Shape("circle", radius=r):
            return f"circle r={r}"
        case Shape(kind):
            return f"shape {kind}"
        case []:
            return "empty list"
        case [[]]:
            return "list of empty"
        case [[x, *_], *_]:
            return f"nested first {x}"
        case (a, b):
            return f"pair {a} {b}"
        case {"op": "add", "args": [x, y]}:
            return f"add -> {x + y}"
        case {"op": op, **rest} if not rest:
            return f"bare op {op}"
        case {**rest}:
            return f"mapping with {sorted(rest)}"
        case _:
            return f"fallback {type(v).__name__}"
for v in [True, 1, False, 0, -0.0, None, 2, 3.0, "hello", b"bytes", "hi", Point(0, 0), Point(3, -3), Point(1, 2),
          Dir.N, Dir.S, Shape("circle", radius=2), Shape("square"), [], [[]], [[7, 8], 9], (4, 5), [6, 7],
          {"op": "add", "args": [1, 2]}, {"op": "neg"}, {"op": "neg", "x": 1}, {"z": 1, "a": 2}, 2.5]:
    print(f"{v!r:<40} {classify(v)}")
class Router:
    routes = []
    def dispatch(self, path):
        match path.strip("/").split("/"):
            case [""]:
                return "home"
            case ["users"]:
                return "user list"
            case ["users", uid] if uid.isdigit():
                return f"user #{int(uid)}"
            case ["users", uid, ("posts" | "comments") as what]:
                return f"{what} of {uid}"
            case ["static", *parts] if parts:
                return "file " + "/".join(parts)
            case _:
                return "404"
r = Router()
for p in ["/", "/users", "/users/42", "/users/abc", "/users/7/posts", "/users/7/likes", "/static/css/a.css", "/static"]:
    print(f"{p:<20} {r.dispatch(p)}")
def make_matchers():
    fns = []
    for target in ["a", "b"]:
        def m(v, target=target):
            match v:
                case str() if v == target:
                    return True
            return False
        fns.append(m)
    return fns
ma, mb = make_matchers()
print(ma("a"), ma("b"), mb("b"))
