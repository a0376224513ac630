from collections import deque
class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks
    def __await__(self):
        for _ in range(self.ticks):
            yield "tick"
        return self.ticks
async def worker(name, n, log):
    total = 0
    for i in range(n):
        got = await Sleep(i % 2 + 1)
        total += got
        log.append(f"{name}:{i}")
    return f"{name} done {total}"
async def main(log):
    a = await worker("a", 2, log)
    b = await worker("b", 1, log)
    return [a, b]
def run(coros):
    ready = deque((c, None) for c in coros)
    results = {}
    steps = 0
    while ready:
        coro, value = ready.popleft()
        try:
            coro.send(value)
            steps += 1
            ready.append((coro, None))
        except StopIteration as stop:
            results[coro.__name__ if hasattr(coro, "__name__") else "?"] = stop.value
    return results, steps
log = []
res, steps = run([worker("x", 3, log), worker("y", 2, log), main(log)])
print(res, steps)
print(log)
async def simple():
    return 42
c = simple()
try:
    c.send(None)
except StopIteration as e:
    print("result", e.value)
async def raiser():
    await Sleep(1)
    raise ValueError("inside coroutine")
r = raiser()
print(r.send(None))
try:
    r.send(None)
except ValueError as e:
    print("ValueError:", e)
async def thrower():
    try:
        await Sleep(2)
    except KeyError as e:
        return f"handled {e}"
t = thrower()
t.send(None)
try:
    t.throw(KeyError("k"))
except StopIteration as e:
    print(e.value)
async def closer():
    try:
        await Sleep(5)
    finally:
        print("closer cleanup")
cl = closer()
cl.send(None)
cl.close()
print(type(cl).__name__, simple.__name__)
async def agen_free(xs):
    out = []
    for x in xs:
        out.append(await Sleep(x))
    return out
co = agen_free([1, 0, 2])
ticks = 0
while True:
    try:
        co.send(None)
        ticks += 1
    except StopIteration as e:
        print("ticks", ticks, "value", e.value)
        break
