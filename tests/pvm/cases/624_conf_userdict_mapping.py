# UserDict gets keys/items/values, get, pop, popitem, setdefault, clear and
# copy as CPython 3.11's does (from MutableMapping): views are KeysView,
# ItemsView and ValuesView, lookups go through self[key] (so __missing__),
# deletions through del self[key]; KeysView and ItemsView are Sets, so they
# compare with dict views.
from collections import UserDict, ChainMap
import collections.abc as cabc
import copy


class Defaults(UserDict):
    def __missing__(self, key):
        return f"<default {key}>"


d = Defaults(host="localhost", port=8080)
print(d.keys(), d.values(), d.items())
print(d.get("user"), d.get("port"), d["user"], "user" in d, d.setdefault("user"), d)
try:
    d.pop("user")
except KeyError as e:
    print("KeyError", e)
print(d.pop("port"), UserDict().pop("nope", "fallback"), d)


class Audited(UserDict):
    log = []

    def __setitem__(self, key, value):
        Audited.log.append(f"set {key}")
        super().__setitem__(key, value)

    def __delitem__(self, key):
        Audited.log.append(f"del {key}")
        super().__delitem__(key)

    def __iter__(self):
        return iter(sorted(self.data, reverse=True))


a = Audited(b=2, a=1, c=3)
c = a.copy()
print(type(c).__name__, c, c.data is not a.data)
print(a.popitem(), a.setdefault("z", 26), a.setdefault("z", 0))
a.clear()
print(a, Audited.log)

u = UserDict(x=[1], y=[2])
print(copy.copy(u)["x"] is u["x"], copy.deepcopy(u)["x"] is u["x"], type(u.copy()).__name__)
for label, fn in [("empty popitem", lambda: UserDict().popitem()),
                  ("reversed", lambda: reversed(UserDict(a=1))),
                  ("missing pop", lambda: UserDict().pop("k"))]:
    try:
        fn()
    except (KeyError, TypeError) as e:
        print(label, type(e).__name__, repr(e))
print(hasattr(UserDict, "__reversed__"), UserDict.__reversed__)

# Mapping views are Sets: comparisons with dict views and other views.
cm = ChainMap({"a": 1}, {"b": 2})
k = UserDict(a=1, b=2).keys()
print(isinstance(k, cabc.Set), isinstance({}.keys(), cabc.Set), isinstance({}.values(), cabc.Set))
print(k == {"b": 0, "a": 0}.keys(), {"a": 0, "b": 0}.keys() == k, k == cm.keys(), k <= {"a": 0, "b": 0, "c": 0}.keys())
print(k < cm.keys(), cm.items() >= {"a": 1}.items(), cm.items() == {"a": 1, "b": 2}.items(), k != {"a": 0}.keys())
print(k.isdisjoint(["c", "d"]), cm.items().isdisjoint([("a", 1)]), len(k), list(reversed(list(k))))
print(UserDict(a=1) == {"a": 1}, UserDict(a=1) == cm, cm == UserDict(a=1, b=2))
