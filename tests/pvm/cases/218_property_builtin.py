# property() built-in: constructor form, getter/setter/deleter chaining, doc
class Celsius:
    def __init__(self):
        self._t = 0.0
    def _get(self):
        return self._t
    def _set(self, v):
        self._t = float(v)
    def _del(self):
        self._t = None
    temp = property(_get, _set, _del, "temperature in C")
    ro = property(lambda self: "read-only")
    wo = property(None, lambda self, v: setattr(self, "_w", v))
c = Celsius()
c.temp = 5
print(c.temp, Celsius.temp.__doc__, c.ro)
del c.temp
print(c.temp)
c.wo = "written"
print(c._w)
try:
    c.wo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    c.ro = 1
except AttributeError as e:
    print(type(e).__name__, e)
p = property()
print(p.fget, p.fset, p.fdel, p.__doc__)
class Chained:
    def __init__(self):
        self._v = 1
    v = property()
    v = v.getter(lambda self: self._v * 10)
    v = v.setter(lambda self, val: setattr(self, "_v", val))
ch = Chained()
ch.v = 7
print(ch.v)
class Doc:
    @property
    def x(self):
        "getter docstring becomes property doc"
        return 1
print(Doc.x.__doc__, type(Doc.x).__name__, isinstance(Doc.x, property))
class Base:
    @property
    def val(self):
        return "base"
class Sub(Base):
    @Base.val.getter
    def val(self):
        return "sub getter"
print(Base().val, Sub().val)
class Counter:
    def __init__(self):
        self.reads = 0
    @property
    def value(self):
        self.reads += 1
        return self.reads
cnt = Counter()
print(cnt.value, cnt.value, cnt.value, cnt.reads)
try:
    Celsius.temp.fget(None)
except AttributeError as e:
    print(type(e).__name__, e)
print(Celsius.temp.fget(c) if c.temp is not None else "None temp", Celsius.ro.__get__(c))
class Computed:
    def __init__(self, w, h):
        self.w, self.h = w, h
    area = property(lambda self: self.w * self.h)
    perimeter = property(lambda self: 2 * (self.w + self.h))
r = Computed(3, 4)
print(r.area, r.perimeter)
r.w = 10
print(r.area, r.perimeter)
