# values sent into a generator whose yield drops them, and ones it keeps
def ticker(n):
    for i in range(n):
        yield i * 10          # the sent value is dropped


def echo():
    got = []
    while True:
        v = yield len(got)    # the sent value is kept
        if v is None:
            return got
        got.append(v)


class Noisy:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Noisy(%s)" % self.name


t = ticker(4)
print(next(t), t.send("ignored"), t.send(Noisy("a")), t.send([1, 2]))
try:
    t.send(99)
except StopIteration as e:
    print("done", e.value)

e = echo()
print(next(e), e.send("x"), e.send("y"), e.send(Noisy("b")))
try:
    e.send(None)
except StopIteration as stop:
    print("echo returned", stop.value)

squares = (x * x for x in range(6))
print(next(squares), next(squares), squares.send(None), list(squares))

g = (c.upper() for c in "abc")
try:
    g.send("not None before start")
except TypeError as err:
    print(type(err).__name__, err)
print(next(g), g.send(123), list(g))


def nested():
    total = 0
    for part in (1, 2, 3):
        yield part
        total += part
    yield total


n = nested()
print([n.send(None) if i else next(n) for i in range(4)])
print(sum(x for x in range(1000) if x % 7 == 3), max(len(s) for s in ["a", "bcd", "ef"]))
