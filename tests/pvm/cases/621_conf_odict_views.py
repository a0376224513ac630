# OrderedDict's views and iterators are CPython's odict_keys/values/items
# and odict_iterator, and a structural change during iteration raises
# "OrderedDict mutated during iteration" (unless the last item was reached).
from collections import OrderedDict


def attempt(label, fn):
    try:
        print(label, "->", repr(fn()))
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)


od = OrderedDict(a=1, b=2, c=3)
print(od.keys(), od.values(), od.items())
print(type(iter(od)).__name__, type(reversed(od)).__name__, type(iter(od.items())).__name__)
print(type(od.keys()).__mro__, isinstance(od.values(), type({}.values())))
print(list(reversed(od)), list(reversed(od.keys())), list(reversed(od.values())), list(reversed(od.items())))
print(len(od.keys()), "a" in od.keys(), ("b", 2) in od.items(), 3 in od.values())
print(od.keys() == {"c": 0, "a": 0, "b": 0}.keys(), OrderedDict().keys(), list(reversed(OrderedDict())))
attempt("keys(1)", lambda: od.keys(1))
attempt("__iter__(1)", lambda: od.__iter__(1))
attempt("__reversed__(1)", lambda: od.__reversed__(1))
attempt("unbound keys", lambda: OrderedDict.keys({}))
attempt("hash view", lambda: hash(od.items()))


class Sub(OrderedDict):
    def __iter__(self):
        yield "custom"


s = Sub(x=1, y=2)
print(list(s), list(s.keys()), list(s.items()), s)


def mutate(make_iter, change):
    o = OrderedDict.fromkeys("abcd", 0)
    seen = []
    try:
        for k in make_iter(o):
            seen.append(k)
            if len(seen) == 2:
                change(o)
    except RuntimeError as e:
        seen.append(str(e))
    return seen


changes = {
    "set value": lambda o: o.__setitem__("a", 9),
    "add": lambda o: o.__setitem__("z", 1),
    "pop": lambda o: o.pop("d"),
    "move": lambda o: o.move_to_end("a"),
    "popitem": lambda o: o.popitem(last=False),
}
for name, change in changes.items():
    print(f"{name:<10}", mutate(iter, change), mutate(reversed, change), mutate(lambda o: o.items(), change))

# Past the last item, a change only ends the iteration, as in CPython.
o = OrderedDict.fromkeys("ab")
it = iter(o)
print(next(it), next(it))
o["z"] = 1
print(list(it), list(o))
it = iter(o)
next(it)
o.move_to_end("a")
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError:", e)
print(list(it))

# An LRU built on OrderedDict, reporting through its views.
cache = OrderedDict()
for key in "abcabdaecb":
    if key in cache:
        cache.move_to_end(key)
    cache[key] = cache.get(key, 0) + 1
    if len(cache) > 3:
        cache.popitem(last=False)
print(cache.keys(), cache.items(), list(reversed(cache.values())))
