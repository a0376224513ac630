# After a RecursionError unwinds many frames, calls at every depth still
# work, and the limit fires again the same way.


def down(n):
    return down(n + 1)


def count(n):
    if n == 0:
        return 0
    return 1 + count(n - 1)


def kw_down(n, *, step=1):
    return kw_down(n + step, step=step)


def cell_down(n):
    def inner():
        return n

    return cell_down(inner() + 1)


for fn in (down, kw_down, cell_down):
    for attempt in range(2):
        try:
            fn(0)
        except RecursionError as e:
            print(fn.__name__, attempt, "RecursionError:", e)
    print(count(100))


def gen_down(n):
    yield n
    yield from gen_down(n + 1)


try:
    for v in gen_down(0):
        pass
except RecursionError:
    print("generator chain: RecursionError")


class Node:
    def __init__(self, depth):
        self.child = Node(depth + 1)


try:
    Node(0)
except RecursionError:
    print("constructor chain: RecursionError")
print(count(150))
