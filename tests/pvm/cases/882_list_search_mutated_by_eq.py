# `in`, list.index, list.count and list.remove compare items with ==; an
# __eq__ that shrinks the list being searched must not read past its new
# end (CPython rereads the size at every step).


class Shrinker:
    def __init__(self, target, how):
        self.target, self.how = target, how

    def __eq__(self, other):
        if self.target:
            if self.how == "pop":
                self.target.pop()
            elif self.how == "remove":
                self.target.remove(self.target[-1])
            else:
                self.target.clear()
        return False

    __hash__ = object.__hash__

    def __repr__(self):
        return "Shrinker(" + self.how + ")"


def attempt(label, fn):
    try:
        print(label, fn())
    except ValueError as e:
        print(label, "ValueError:", e)


for how in ("pop", "remove", "clear"):
    items = list(range(15))
    attempt(how + " in", lambda: Shrinker(items, how) in items)
    print("  left", items)
    items = list(range(6))
    attempt(how + " count", lambda: items.count(Shrinker(items, how)))
    print("  left", items)
    items = list(range(6))
    attempt(how + " index", lambda: items.index(Shrinker(items, how)))
    items = list(range(6))
    attempt(how + " index range", lambda: items.index(Shrinker(items, how), 1, 5))
    items = list(range(6))
    attempt(how + " remove", lambda: items.remove(Shrinker(items, how)))
    print("  left", items)


class Deviant:
    data = list(range(15))

    def __eq__(self, other):
        if other == 12:
            for v in (12, 13, 14):
                self.data.remove(v)
        return False


print(Deviant() in Deviant.data, Deviant.data)
print((1, 2) in [(1, 2)], [1, 2, 3].index(3), [1, 1, 2].count(1), 5 in (1, 5))
