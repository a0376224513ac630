# Generators and coroutines whose code needs no stack (a bare raise):
# starting them must still work.
async def inner_fail():
    raise


async def outer():
    try:
        await inner_fail()
    except RuntimeError as e:
        return "outer caught: %s" % e


def gen_fail():
    raise
    yield


def gen_empty():
    return
    yield


for make in (inner_fail, outer):
    co = make()
    try:
        co.send(None)
    except StopIteration as stop:
        print(make.__name__, "returned", stop.value)
    except RuntimeError as e:
        print(make.__name__, "raised", type(e).__name__, e)

for make in (gen_fail, gen_empty):
    g = make()
    try:
        print(next(g))
    except StopIteration:
        print(make.__name__, "stopped")
    except RuntimeError as e:
        print(make.__name__, "raised", e)
    print(list(make()) if make is gen_empty else "done")

try:
    raise ValueError("handled")
except ValueError:
    co = inner_fail()
    try:
        co.send(None)
    except ValueError as e:
        print("re-raised the handled one:", e)
