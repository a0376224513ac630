# A list's repr, its comparisons and its subscripts call user code
# (__repr__, __eq__/__lt__, __index__) that may shrink that very list: the
# PVM rereads the list's length after each call, as CPython does, instead
# of reading a cleared slot.


class Eraser:
    def __init__(self, target, value):
        self.target, self.value = target, value

    def _erase(self):
        while self.target:
            self.target.pop()

    def __repr__(self):
        self._erase()
        return "E%d" % self.value

    def __eq__(self, other):
        self._erase()
        return False

    def __lt__(self, other):
        self._erase()
        return self.value < getattr(other, "value", 0)

    def __index__(self):
        self._erase()
        return 0

    __hash__ = object.__hash__


def erasers(n=5):
    items = []
    items.extend(Eraser(items, i) for i in range(n))
    return items


def attempt(label, fn):
    try:
        print(label, fn())
    except (IndexError, ValueError) as e:
        print(label, type(e).__name__ + ":", e)


attempt("repr", lambda: repr(erasers()))
attempt("str", lambda: str(erasers()))
attempt("nested repr", lambda: repr([1, erasers(), 2]))
attempt("lt", lambda: erasers() < erasers())
attempt("gt", lambda: erasers(3) > erasers(2))
attempt("le", lambda: erasers() <= [1, 2])
attempt("eq", lambda: erasers() == erasers())
attempt("ne", lambda: erasers() != erasers())
items = erasers()
attempt("index by __index__", lambda: items[items[0]])
items = erasers()
attempt("store by __index__", lambda: items.__setitem__(items[1], "x"))
items = erasers()
attempt("del by __index__", lambda: items.__delitem__(items[2]))
print(len(items))
items = [10, 20, 30]
print(items[Eraser([], 0)], items[-1], [1, 2] < [1, 3], (1, 2) == (1, 2), repr([[], [[]]]))
