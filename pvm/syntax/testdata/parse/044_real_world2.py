from dataclasses import dataclass, field


@dataclass(frozen=True)
class Point:
    x: float = 0.0
    y: float = 0.0
    tags: list = field(default_factory=list)

    def __add__(self, other: "Point") -> "Point":
        return Point(self.x + other.x, self.y + other.y)

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


def classify(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y) if y > 0:
            return f"north {y}"
        case Point(x=x, y=0):
            return f"east/west {x:+.1f}"
        case _:
            return "elsewhere"


def fib(n):
    a, b = 0, 1
    while n > 0:
        a, b = b, a + b
        n -= 1
    return a


def gen():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total


squares = {n: n * n for n in range(10)}
evens = [n for n in squares if n % 2 == 0]
matrix = [[i * j for j in range(3)] for i in range(3)]
flat = [x for row in matrix for x in row]
