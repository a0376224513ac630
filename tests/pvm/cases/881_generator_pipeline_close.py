# A generator pipeline stage that returns (or is closed) drops the
# generator it was iterating: CPython clears the finished frame, and the
# upstream generator, reachable from nowhere else, is closed at once (its
# finally runs before the stage's caller continues). Still referenced
# upstream generators are left open.


def source(tag, n=100):
    try:
        for i in range(n):
            yield i
    finally:
        print("  close", tag)


def stage(it, limit):
    for x in it:
        if x > limit:
            return "done"
        yield x


def pairs(it):
    for x in it:
        yield x, x * x


print(list(stage(source("a"), 3)))
print("after a")

g = stage(source("b"), 50)
print(next(g), next(g))
g.close()
print("after b")


def total(it):
    s = 0
    for x in it:
        s += x
    return s


print(total(stage(source("c"), 4)), "after c")

nested = stage(stage(source("d"), 10), 5)
print(list(nested))
print("after d")

print(dict(pairs(stage(source("e"), 2))), "after e")

kept = source("f")
first = stage(kept, 1)
print(list(first), "f still open:", next(kept))
kept.close()
print("after f")


def consumer():
    inner = stage(source("g"), 2)
    out = [x for x in inner]
    print("  consumer has", out)
    return len(out)


print(consumer(), "after g")


def early_return():
    for x in stage(source("h"), 50):
        if x == 3:
            return x


print(early_return(), "after h")
print("end")
