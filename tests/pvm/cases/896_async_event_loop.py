# A hand-written event loop driving coroutines and async generators: merged
# streams, early break with aclose, failures, async generator expressions.
from collections import deque
class Sleep:
    def __init__(self, ticks): self.ticks = ticks
    def __await__(self):
        for _ in range(self.ticks):
            yield self
class Loop:
    def __init__(self):
        self.ready = deque()
        self.results = {}
    def spawn(self, name, coro):
        self.ready.append((name, coro))
    def run(self):
        steps = 0
        while self.ready:
            name, coro = self.ready.popleft()
            steps += 1
            try:
                coro.send(None)
            except StopIteration as e:
                self.results[name] = e.value
                print(f"[{steps}] {name} finished -> {e.value!r}")
            except Exception as e:
                self.results[name] = e
                print(f"[{steps}] {name} failed: {type(e).__name__}: {e}")
            else:
                self.ready.append((name, coro))
        return self.results
async def ticker(name, n, delay):
    for i in range(n):
        await Sleep(delay)
        yield f"{name}{i}"
async def merge(*gens):
    out = []
    for g in gens:
        async for item in g:
            out.append(item)
    return out
async def consumer(label, agen):
    seen = []
    try:
        async for v in agen:
            seen.append(v)
            if len(seen) == 2:
                break
    finally:
        await agen.aclose()
    return (label, seen)
async def failing():
    await Sleep(1)
    raise ValueError("boom")
async def gather(*coros):
    results = []
    for c in coros:
        results.append(await c)
    return results
loop = Loop()
loop.spawn("merge", merge(ticker("a", 2, 1), ticker("b", 3, 2)))
loop.spawn("consumer", consumer("c", ticker("x", 5, 1)))
loop.spawn("fail", failing())
loop.spawn("gather", gather(merge(ticker("g", 1, 0)), consumer("d", ticker("y", 3, 0))))
res = loop.run()
print(sorted(res))
async def squares(n):
    for i in range(n):
        yield i * i
async def pipeline():
    evens = (x async for x in squares(10) if x % 2 == 0)
    doubled = (y * 2 async for y in evens)
    return [z async for z in doubled]
loop2 = Loop()
loop2.spawn("pipe", pipeline())
print(loop2.run())
