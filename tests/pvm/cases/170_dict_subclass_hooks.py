# dict subclasses: __missing__, overridden methods and which builtin paths use them
class Counting(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0
c = Counting()
c["a"] += 1
c["a"] += 1
c["b"]
print(c, c.get("zz"), "zz" in c, len(c))
class Lower(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
lw = Lower()
lw["KEY"] = 1
print(lw, lw["Key"], lw.get("KEY"), "key" in lw)
lw.update(OTHER=2)
print(lw)
lw2 = Lower(MIXED=3)
print(lw2, dict(lw2))
class Logged(dict):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.log = []
    def __delitem__(self, k):
        self.log.append(("del", k))
        super().__delitem__(k)
    def pop(self, k, *default):
        self.log.append(("pop", k))
        return super().pop(k, *default)
lg = Logged(a=1, b=2, c=3)
del lg["a"]
lg.pop("b")
lg.popitem()
print(lg, lg.log)
class Attr(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None
    def __setattr__(self, name, value):
        self[name] = value
a = Attr(x=1)
a.y = 2
print(a, a.x, a.y, getattr(a, "z", "no z"))
class Ordered(dict):
    def __iter__(self):
        return iter(sorted(super().__iter__()))
o = Ordered(b=2, a=1, c=3)
print(list(o), list(o.keys()), [k for k in o], sorted(o.items()), dict(o), {**o})
class Frozen(dict):
    def _blocked(self, *a, **k):
        raise TypeError(f"{type(self).__name__} is immutable")
    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _blocked
    def __hash__(self):
        return hash(tuple(sorted(self.items())))
fz = Frozen(a=1)
for op in [lambda: fz.__setitem__("b", 2), lambda: fz.update(c=1), lambda: fz.pop("a"), lambda: fz.clear()]:
    try:
        op()
    except TypeError as e:
        print(type(e).__name__, e)
print(fz, hash(fz) == hash(Frozen(a=1)), {fz: "usable as key"}[Frozen(a=1)])
