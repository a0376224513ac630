# yield from (and await) over an iterator class of the program's own: the
# value of the StopIteration its __next__ raises is the delegation's result.
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n == 0:
            raise StopIteration(f"liftoff")
        self.n -= 1
        return self.n + 1

def launcher():
    result = yield from Countdown(3)
    print("result:", result)
    result = yield from [10, 20]
    print("list result:", result)
    return "launched"

print(list(launcher()))
g = launcher()
print(next(g), next(g), g.send(None))

class Step:
    def __init__(self):
        self.done = False
    def __next__(self):
        if self.done:
            raise StopIteration(42)
        self.done = True
        return "pause"
    def __iter__(self):
        return self

class Awaitable:
    def __await__(self):
        return Step()

async def job():
    v = await Awaitable()
    return v + 1

c = job()
print(c.send(None))
try:
    c.send(None)
except StopIteration as e:
    print("job returned", e.value)

class Sender(Countdown):
    def send(self, v):
        print("sent", v)
        return next(self)

def via_send():
    r = yield from Sender(2)
    return r

s = via_send()
print(next(s), s.send("x"))
try:
    s.send("y")
except StopIteration as e:
    print("stop", e.value)
