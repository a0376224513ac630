# Coroutine objects as hand-written event loops and awaitable wrappers use
# them: coro.__await__() gives a coroutine_wrapper iterator (what custom
# __await__ methods delegate to), a finished coroutine refuses send and
# throw alike, and a coroutine is neither iterable nor usable in yield from.


async def fetch(key):
    return key * 2


class Retrying:
    """An awaitable wrapping a coroutine, as libraries write them."""

    def __init__(self, coro):
        self.coro = coro

    def __await__(self):
        result = yield from self.coro.__await__()
        return ("wrapped", result)


async def main():
    first = await Retrying(fetch(21))
    second = await Retrying(fetch("ab"))
    return first, second


try:
    main().send(None)
except StopIteration as e:
    print("main ->", e.value)

w = fetch(5).__await__()
print(type(w).__name__, iter(w) is w, hasattr(w, "send"), hasattr(w, "throw"))
try:
    next(w)
except StopIteration as e:
    print("next(wrapper) stops with", e.value)
for name, step in [("send", lambda: w.send(None)), ("next", lambda: next(w))]:
    try:
        step()
    except RuntimeError as e:
        print(name, "again:", e)

done = fetch(1)
for name, step in [
    ("send", lambda: done.send(None)),
    ("send again", lambda: done.send(None)),
    ("throw", lambda: done.throw(KeyError("k"))),
    ("close", lambda: done.close()),
]:
    try:
        print(name, step())
    except StopIteration as e:
        print(name, "StopIteration", e.value)
    except (RuntimeError, KeyError) as e:
        print(name, type(e).__name__, e)


def misuse(coro):
    yield from coro


checks = [
    ("list", list),
    ("iter", iter),
    ("next", next),
    ("for", lambda c: [x for x in c]),
    ("yield from", lambda c: list(misuse(c))),
]
for name, check in checks:
    coro = fetch(3)
    try:
        check(coro)
    except TypeError as e:
        print(name, "TypeError:", e)
    finally:
        coro.close()  # never awaited: close it quietly

pending = fetch(4)
pending.close()
print("closed unstarted:", pending.close())
