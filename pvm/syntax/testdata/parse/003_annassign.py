x: int
x: int = 1
(y): int = 2
a.b: str
a[0]: float = 1.0
z: list[int] = []
w: "forward" = None
def f():
    v: int = (yield)
    u: tuple = 1, 2
