# async for: what __anext__ returns must be awaitable
class Bad:
    def __aiter__(self):
        return self
    def __anext__(self):
        return 5
class Counter:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i
class Awaitable:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        return iter([])  # finishes at once, with None
class ViaAwait:
    def __aiter__(self):
        self.k = 0
        return self
    def __anext__(self):
        self.k += 1
        if self.k > 2:
            raise StopAsyncIteration
        return Awaitable(self.k)
async def collect(it):
    out = []
    async for x in it:
        out.append(x)
    return out
for it in (Bad(), Counter(3), ViaAwait(), [1, 2]):
    try:
        collect(it).send(None)
    except StopIteration as e:
        print("done", e.value)
    except TypeError as e:
        print("TypeError", e)
