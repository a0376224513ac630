# list.sort notices a list changed and changed back during the sort;
# heapq's n-best functions take n of any size, as CPython's Python code does.
import heapq
from collections import Counter


class K:
    def __init__(self, v, owner):
        self.v = v
        self.owner = owner

    def __lt__(self, other):
        self.owner.append(0)
        self.owner.pop()
        return self.v < other.v


items = []
items.extend(K(v, items) for v in (3, 1, 2))
try:
    items.sort()
    print("sorted")
except ValueError as e:
    print("ValueError:", e, [k.v for k in items])

nums = [5, 3, 8, 1]


def key(x):
    nums.append(x)
    nums.remove(x)
    return -x


try:
    nums.sort(key=key)
except ValueError as e:
    print("ValueError:", e, nums)

data = [4, 1, 3, 2]
for n in (2**100, -2**100, 10**30, 0, 3):
    print(n > 0, heapq.nlargest(n, data), heapq.nsmallest(n, iter(data)), heapq.nlargest(n, data, key=lambda x: -x))
print(Counter("abracadabra").most_common(2**70))
