# uncaught exception escaping a manually driven coroutine
class Tick:
    def __await__(self):
        yield "tick"
async def step(n):
    await Tick()
    if n == 3:
        raise ArithmeticError(f"step {n} overflowed")
    return n * n
async def run_all(limit):
    results = []
    for i in range(limit):
        results.append(await step(i))
        print("completed step", i, results)
    return results
def drive(coro):
    while True:
        try:
            coro.send(None)
        except StopIteration as stop:
            return stop.value
print(drive(run_all(2)))
print(drive(run_all(5)))
print("unreachable")
