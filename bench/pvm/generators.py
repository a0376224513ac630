# generators: lazy pipelines of generator functions and generator expressions,
# delegation with `yield from`, send()-driven coroutines, recursive generators
# and itertools combinators.
# Stresses: generator frame creation/resumption, StopIteration plumbing,
# yield from, itertools.

import itertools

N = 1400000  # scale: items pushed through the main pipeline
TREE_DEPTH = 16
SMALL = N // 40  # length of the materialized lists


def lcg(seed):
    x = seed
    while True:
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        yield x


def take(n, it):
    for _, x in zip(range(n), it):
        yield x


def scale(it, k):
    for x in it:
        yield x % k


def evens_and_odds(it):
    for x in it:
        if x & 1:
            yield -x
        else:
            yield x


def window_sums(it, w):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > w:
            buf.pop(0)
        if len(buf) == w:
            yield sum(buf)


def chained(*sources):
    for s in sources:
        yield from s


def tree(depth, label=1):
    # in-order walk of a complete binary tree via recursive yield from
    if depth == 0:
        return
    yield from tree(depth - 1, label * 2)
    yield label
    yield from tree(depth - 1, label * 2 + 1)


def running_average():
    total = 0
    count = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            return count
        total += x
        count += 1
        avg = total // count


def drive(coro, values):
    next(coro)
    last = None
    for v in values:
        last = coro.send(v)
    try:
        coro.send(None)
    except StopIteration as stop:
        return last, stop.value
    return last, -1


def delegator(values):
    result = yield from running_average_wrapper(values)
    yield ("done", result)


def running_average_wrapper(values):
    count = 0
    for v in values:
        count += 1
        yield v * 2
    return count


def main():
    pipeline = window_sums(evens_and_odds(scale(take(N, lcg(7)), 1000)), 5)
    s = 0
    n = 0
    for x in pipeline:
        s += x
        n += 1
    print("pipeline", n, s)

    gen_total = sum(x * x for x in range(N) if x % 3)
    print("genexpr", gen_total)

    t = 0
    cnt = 0
    for label in tree(TREE_DEPTH):
        t = (t * 3 + label) % 1000000007
        cnt += 1
    print("tree", cnt, t)

    last, count = drive(running_average(), take(N // 4, scale(lcg(99), 10000)))
    print("coroutine", last, count)

    out = list(delegator(range(SMALL)))
    print("delegator", len(out), sum(x for x in out[:-1]), out[-1])

    acc = list(itertools.accumulate(take(SMALL, scale(lcg(5), 100))))
    grouped = [(k, len(list(g))) for k, g in itertools.groupby(x // 1000 for x in acc)]
    pairs = sum(a * b for a, b in itertools.islice(itertools.product(range(40), range(40)), 1200))
    chain = sum(chained(range(1000), (x * 2 for x in range(1000)), iter([7, 8, 9])))
    print("itertools", acc[-1], len(grouped), grouped[:3], pairs, chain)


main()
