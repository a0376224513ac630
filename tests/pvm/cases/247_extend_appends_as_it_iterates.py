# list.extend / list += and deque.extend / extendleft append each item as
# the iterator yields it (CPython's list_extend, deque_extend): an iterator
# that raises leaves the items before it added, and a generator reading
# the target sees the items appended so far.
from collections import deque


def parse_rows(rows):
    for row in rows:
        name, _, amount = row.partition("=")
        if not amount.isdigit():
            raise ValueError("bad row %r" % row)
        yield name, int(amount)


ledger = [("opening", 0)]
try:
    ledger.extend(parse_rows(["alice=5", "bob=7", "carol=x", "dave=1"]))
except ValueError as e:
    print("stopped:", e)
print(ledger)

totals = []
try:
    totals += (amount for _, amount in parse_rows(["a=1", "b=2", "oops"]))
except ValueError as e:
    print("stopped:", e)
print(totals)

window = deque([0], maxlen=4)
try:
    window.extend(amount for _, amount in parse_rows(["a=1", "b=2", "c=3", "d=4", "bad"]))
except ValueError as e:
    print("stopped:", e)
print(window)

front = deque(["z"])
try:
    front.extendleft(name for name, _ in parse_rows(["x=1", "y=2", "?"]))
except ValueError as e:
    print("stopped:", e)
print(front)

# a generator that reads the list being extended sees the new items
fib = [1, 1]
fib.extend(fib[-1] + fib[-2] for _ in range(8))
print(fib)

seen = []


def watch(items, target):
    for x in items:
        seen.append(len(target))
        yield x


grow = ["a"]
grow.extend(watch("bcd", grow))
print(grow, seen)

d = deque([1, 2])
try:
    d.extend(x * 10 for x in d)
except RuntimeError as e:
    print("RuntimeError:", e)
print(d)

same = [1, 2]
same.extend(same)
dq = deque("ab")
dq.extend(dq)
dq.extendleft(dq)
print(same, dq)
