# await chains through an object's __await__ generator: ticks pass straight
# through both coroutines, an exception raised deep is caught midway, throw.
class Tick:
    def __init__(self, n):
        self.n = n

    def __await__(self):
        for i in range(self.n):
            got = yield ("tick", i)
            if got == "boom":
                raise ValueError("boom inside")
        return self.n * 10


async def inner(n):
    return await Tick(n)


async def outer():
    a = await inner(2)
    try:
        b = await inner(3)
    except ValueError as e:
        b = str(e)
    return a, b


c = outer()
print(c.send(None), c.send(None), c.send(None), c.send(None))
try:
    c.send("boom")
except StopIteration as e:
    print("done", e.value)
c = outer()
print(c.send(None))
print(c.throw(KeyError("x")) if False else c.send(1))
try:
    c.throw(IndexError("thrown"))
except IndexError as e:
    print("IndexError", e)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError", e)
