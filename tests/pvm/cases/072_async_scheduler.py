# a tiny round-robin scheduler of coroutines using a custom awaitable
class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks
    def __await__(self):
        yield ("sleep", self.ticks)
log = []
async def worker(name, n, delay):
    total = 0
    for i in range(n):
        log.append(f"{name} step {i}")
        total += i
        await Sleep(delay)
    return f"{name} total {total}"
def scheduler(tasks):
    ready = [(0, i, t) for i, t in enumerate(tasks)]
    results = {}
    clock = 0
    while ready:
        ready.sort(key=lambda e: (e[0], e[1]))
        wake, idx, task = ready.pop(0)
        clock = max(clock, wake)
        try:
            cmd, ticks = task.send(None)
            ready.append((clock + ticks, idx, task))
        except StopIteration as stop:
            results[idx] = (clock, stop.value)
    return results
res = scheduler([worker("A", 3, 2), worker("B", 2, 3), worker("C", 4, 1)])
print(log)
for k in sorted(res):
    print(k, res[k])
class Future:
    def __init__(self):
        self.done = False
        self.value = None
    def set(self, v):
        self.done, self.value = True, v
    def __await__(self):
        while not self.done:
            yield self
        return self.value
async def consumer(fut):
    v = await fut
    return v * 2
fut = Future()
co = consumer(fut)
print(co.send(None) is fut)
print(co.send(None) is fut)
fut.set(21)
try:
    co.send(None)
except StopIteration as e:
    print("consumer result", e.value)
async def nested_chain(depth):
    if depth == 0:
        got = await Sleep(0)
        return "bottom"
    return f"level{depth}(" + await nested_chain(depth - 1) + ")"
nc = nested_chain(3)
print(nc.send(None))
try:
    nc.send(None)
except StopIteration as e:
    print(e.value)
async def thrower():
    try:
        await Sleep(1)
    except KeyError as e:
        return f"handled {e!r}"
t = thrower()
t.send(None)
try:
    t.throw(KeyError("injected"))
except StopIteration as e:
    print(e.value)
u = thrower()
u.send(None)
u.close()
print("closed coroutine")
