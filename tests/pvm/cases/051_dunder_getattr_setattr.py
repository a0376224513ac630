# __getattr__, __getattribute__ fallback order, __setattr__, __delattr__
class Dynamic:
    def __init__(self):
        self.real = "real value"
    def __getattr__(self, name):
        if name.startswith("auto_"):
            return name[5:].upper()
        raise AttributeError(f"{type(self).__name__!r} has no {name!r}")
d = Dynamic()
print(d.real, d.auto_hello, getattr(d, "auto_x"), hasattr(d, "auto_y"), hasattr(d, "nope"))
try:
    d.nope
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(d, "nope", "default"))
class Recorder:
    def __init__(self):
        object.__setattr__(self, "log", [])
    def __setattr__(self, name, value):
        self.log.append(("set", name, value))
        object.__setattr__(self, name, value)
    def __delattr__(self, name):
        self.log.append(("del", name))
        object.__delattr__(self, name)
r = Recorder()
r.a = 1
r.b = [2]
r.a += 10
del r.b
print(r.a, r.log)
setattr(r, "c", 3)
print(r.log[-1])
class Frozen:
    __slots__ = ()
    def __setattr__(self, name, value):
        raise AttributeError(f"cannot set {name!r}: Frozen is immutable")
try:
    Frozen().x = 1
except AttributeError as e:
    print(type(e).__name__, e)
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_hits", {})
    def __getattr__(self, name):
        self._hits[name] = self._hits.get(name, 0) + 1
        return getattr(self._target, name)
    def __setattr__(self, name, value):
        setattr(self._target, name, value)
class Target:
    x = 1
    def hello(self):
        return "hello from target"
t = Target()
p = Proxy(t)
print(p.x, p.hello(), p.x, p._hits)
p.y = 99
print(t.y, "y" in vars_ if (vars_ := t.__dict__) else False)
class Defaults:
    defaults = {"color": "red", "size": 3}
    def __getattr__(self, name):
        try:
            return self.defaults[name]
        except KeyError:
            raise AttributeError(name) from None
dd = Defaults()
dd.size = 10
print(dd.color, dd.size)
try:
    dd.weight
except AttributeError as e:
    print(type(e).__name__, e, e.__cause__, e.__suppress_context__)
class GA:
    def __getattribute__(self, name):
        if name == "secret":
            return "intercepted"
        return object.__getattribute__(self, name)
g = GA()
g.visible = 1
print(g.secret, g.visible)
