# dict.pop on an empty dict answers (default or KeyError) without hashing
# the key, as CPython's _PyDict_Pop does; a non-empty dict, get(),
# setdefault(), `in` and OrderedDict.pop still hash it first.
from collections import OrderedDict, defaultdict, Counter


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Registry(dict):
    pass


key = ["not", "hashable"]
for make in (dict, Registry, lambda: defaultdict(int), Counter, OrderedDict):
    empty = make()
    name = type(empty).__name__
    show(name + " empty pop default", lambda: empty.pop(key, "fallback"))
    show(name + " empty pop", lambda: empty.pop(key))
    full = make()
    full["a"] = 1
    show(name + " full pop default", lambda: full.pop(key, "fallback"))
    show(name + " get", lambda: empty.get(key))

show("in", lambda: key in {})
show("setdefault", lambda: {}.setdefault(key, 1))
show("del", lambda: {}.__delitem__(key))
show("missing hashable", lambda: {}.pop(("a", 1)))


# a cache that drops entries by a key computed from the request
def evict(cache, request):
    return cache.pop(request.get("id"), None)


cache = {}
print(evict(cache, {"id": [1, 2]}), evict(cache, {}), cache)
cache[3] = "three"
print(evict(cache, {"id": 3}), cache)
show("evict unhashable", lambda: evict({1: "x"}, {"id": [1]}))
