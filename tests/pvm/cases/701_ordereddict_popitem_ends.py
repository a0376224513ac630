# OrderedDict.popitem from either end after deletions at the front, middle
# and back, with move_to_end reordering; plain dict.popitem after front
# deletions; popitem does not consult a subclass's __len__, __iter__ or
# __reversed__.
from collections import OrderedDict

od = OrderedDict((k, k * k) for k in range(12))
del od[0]
del od[1]
del od[5]
print(od.popitem(last=False), od.popitem(False), od.popitem())
od.move_to_end(4, last=False)
od.move_to_end(7)
print(list(od.items()))
while od:
    print(od.popitem(last=len(od) % 2), end=" ")
print()
try:
    od.popitem(last=False)
except KeyError as e:
    print("empty:", repr(e))
od["a"] = 1
od["b"] = 2
del od["a"]
od["c"] = 3
print(od.popitem(False), od.popitem(False), len(od))
od.update(x=1, y=2, z=3)
od.clear()
od["q"] = 9
print(od.popitem(last=False))

lru = OrderedDict()
for i in range(200):
    lru[i % 37] = i
    lru.move_to_end(i % 37)
    if len(lru) > 20:
        lru.popitem(last=False)
print(list(lru)[:5], lru.popitem(last=0), lru.popitem(last=[1]))

d = {k: str(k) for k in range(10)}
for k in range(4):
    del d[k]
print(d.popitem(), next(iter(d)), list(d))


class Quiet(OrderedDict):
    def __len__(self):
        return 0

    def __iter__(self):
        return iter(["nope"])

    def __reversed__(self):
        return iter(["nope"])


q = Quiet(a=1, b=2, c=3)
print(q.popitem(), q.popitem(last=False), dict.__len__(q))
try:
    Quiet().popitem()
except KeyError as e:
    print("empty subclass:", e)
