# copy.deepcopy counts the recursion levels CPython's copy.py costs (a
# frame per deepcopy() and per helper, plus the id() each calls), so a
# structure too deep for CPython's recursion limit is refused here too,
# with CPython's message, and one just shallow enough is copied.
import copy
from dataclasses import dataclass


@dataclass
class Node:
    val: int
    nxt: "Node | None" = None


def chain(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def attempt(label, make):
    try:
        c = copy.deepcopy(make())
        print(label, "copied", type(c).__name__)
    except RecursionError as e:
        print(label, "RecursionError:", e)


for n in (100, 249, 250, 400):
    attempt(f"chain {n}", lambda: chain(n))


def nested_list(n, leaf):
    x = leaf
    for i in range(n):
        x = [x, i]
    return x


for n in (497, 498, 499):
    for leaf in ([], 0, (1,), {"a": 1}):
        attempt(f"list {n} {leaf!r}", lambda: nested_list(n, leaf))


def nested_dict(n):
    d = {}
    for i in range(n):
        d = {"child": d, "i": i}
    return d


for n in (498, 499):
    attempt(f"dict {n}", lambda: nested_dict(n))


def nested_tuple(n):
    t = ()
    for i in range(n):
        t = (t, i)
    return t


for n in (332, 333):
    attempt(f"tuple {n}", lambda: nested_tuple(n))


class Holder:
    def __init__(self, inner):
        self.inner = inner

    def get(self):
        return self.inner


for n in (166, 167):
    def bound_chain(n=n):
        m = None
        for _ in range(n):
            m = Holder(m).get
        return m
    attempt(f"methods {n}", bound_chain)


# Called from deeper in the stack, less room is left.
def at_depth(d, make):
    if d == 0:
        return copy.deepcopy(make())
    return at_depth(d - 1, make)


for d in (991, 992, 993, 994):
    try:
        at_depth(d, lambda: [[1]])
        print("depth", d, "copied")
    except RecursionError as e:
        print("depth", d, "RecursionError:", e)

c = copy.deepcopy(chain(200))
n = 0
while c is not None:
    n += c.val
    c = c.nxt
print("sum", n)
