from collections.abc import (Iterable, Iterator, Mapping, MutableMapping, Sequence, MutableSequence, Callable,
                             Hashable, Sized, Container, Collection, Generator, Reversible, KeysView)
from collections import UserDict, UserList, UserString, OrderedDict, defaultdict, deque, Counter
import collections.abc as cabc

def gen():
    yield 1

class Bag:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
    def __contains__(self, x):
        return x in self.items

class NotHashable:
    __hash__ = None

samples = [[1], (1,), "s", b"b", bytearray(b"x"), {"a": 1}, range(3), iter([1]), gen(), 5, None, len, print, lambda: 0,
           deque([1]), OrderedDict(), defaultdict(int), Counter(), Bag(), NotHashable(), UserDict(), UserList(), UserString("u")]
abcs = [Iterable, Iterator, Sized, Container, Collection, Sequence, MutableSequence, Mapping, MutableMapping, Callable, Hashable, Generator, Reversible]
print(" " * 14 + " ".join(a.__name__[:4] for a in abcs))
for s in samples:
    name = type(s).__name__
    print(f"{name[:13]:<13} " + " ".join(("yes " if isinstance(s, a) else " .  ")[:4] for a in abcs))

class Registry(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def __repr__(self):
        return f"Registry({self._d})"

r = Registry(a=1, b=2)
print(len(r), r["a"], r.get("z", 0), "b" in r, list(r.keys()), list(r.items()), list(r.values()), r == {"a": 1, "b": 2})
print(isinstance(r.keys(), KeysView), "a" in r.keys(), ("a", 1) in r.items(), 2 in r.values(), r.keys())

class Stack(MutableSequence):
    def __init__(self, *xs):
        self._x = list(xs)
    def __getitem__(self, i):
        return self._x[i]
    def __setitem__(self, i, v):
        self._x[i] = v
    def __delitem__(self, i):
        del self._x[i]
    def __len__(self):
        return len(self._x)
    def insert(self, i, v):
        self._x.insert(i, v)
    def __repr__(self):
        return f"Stack{self._x}"

s = Stack(1, 2, 3)
s.append(4); s.extend([5, 6]); s.remove(2); s.reverse(); s += [7]
print(s, s.pop(), s.pop(0), s.index(4), s.count(1), 5 in s, list(reversed(s)), len(s))
try:
    class Broken(Sequence):
        pass
    Broken()
except TypeError as e:
    print("TypeError:", e)

class Config(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __missing__(self, key):
        return f"<no {key}>"
c = Config({"Host": "x"}, Port=80)
c["DEBUG"] = True
print(c, c["host"], c["nope"], len(c), "port" in c, c.get("debug"), c.pop("debug"), dict(c), isinstance(c, MutableMapping))
ul = UserList([3, 1, 2])
ul.append(0); ul.sort()
print(ul, ul[1:], type(ul[1:]).__name__, ul + [9], [8] + ul, ul * 2, len(ul), ul == [0, 1, 2, 3], ul.index(2))
us = UserString("Hello")
print(us.upper(), type(us.upper()).__name__, us + "!", us[1:3], len(us), "ell" in us, us.split("l"), us == "Hello", us.replace("l", "L"))
print(Iterable[int], Mapping[str, int], isinstance(r, cabc.Mapping), issubclass(list, Sequence), issubclass(dict, Sequence))
