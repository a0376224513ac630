# OrderedDict.move_to_end and popitem are method descriptors, as in CPython:
# their argument errors, receiver checks, keywords and subclass calls.
from collections import OrderedDict

od = OrderedDict(a=1, b=2, c=3)
calls = [
    lambda: od.move_to_end(),
    lambda: od.move_to_end("a", True, 3),
    lambda: od.move_to_end("zz"),
    lambda: od.move_to_end("a", lst=False),
    lambda: od.move_to_end("a", "b", key="a"),
    lambda: od.popitem(1, 2),
    lambda: od.popitem(lst=1),
    lambda: OrderedDict().popitem(),
    lambda: OrderedDict.move_to_end({}, "a"),
    lambda: OrderedDict.popitem(5),
    lambda: OrderedDict.popitem(),
]
for f in calls:
    try:
        print(f())
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
od.move_to_end("a", last=False)
od.move_to_end("b", False)
od.move_to_end(key="c", last=0)
print(list(od), od.popitem(last=False), od.popitem(False), od.popitem(True), od)
print(OrderedDict.move_to_end, OrderedDict.popitem, type(OrderedDict.popitem).__name__)


class LRU(OrderedDict):
    def __init__(self, size):
        super().__init__()
        self.size = size

    def touch(self, key):
        if key in self:
            self.move_to_end(key)
        else:
            self[key] = len(self)
            if len(self) > self.size:
                return OrderedDict.popitem(self, last=False)


lru = LRU(3)
print([lru.touch(k) for k in "abcadbe"], list(lru.items()))
m = od.move_to_end
od["x"] = 1
od["y"] = 2
m("x")
print(list(od), OrderedDict.move_to_end(od, "y", False), list(od))
