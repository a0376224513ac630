# An exception's __dict__: empty until an attribute is stored, shared with
# vars(), written through, copied by copy and deepcopy, listed by dir().
import copy

e = ValueError(1)
print(e.__dict__, vars(e))
e.x = 5
print(e.__dict__, vars(e), e.x)
print("x" in dir(e))


class AppError(Exception):
    pass


class FieldError(AppError):
    def __init__(self, field, value):
        super().__init__("bad %s: %r" % (field, value))
        self.field = field
        self.value = value


f = AppError("plain")
print(f.__dict__, f.args)
f.__dict__["y"] = 2
print(f.y, vars(f))

g = KeyError("k")
d = g.__dict__
d["z"] = 3
print(g.z, g.__dict__ is d)

h = FieldError("age", -1)
print(h.field, h.value, sorted(h.__dict__.items()), h)
for i in range(5):
    h.__setattr__("a%d" % i, i)
print(sorted(vars(h)))
del h.a0
print(hasattr(h, "a0"), len(vars(h)))

a = AppError("copied")
a.items = [1, 2]
c = copy.copy(a)
print(c.items is a.items, c.args, vars(c))
dc = copy.deepcopy(a)
print(dc.items == a.items, dc.items is a.items, dc.args)

try:
    raise FieldError("name", "")
except AppError as err:
    print(type(err).__name__, err.field, repr(err.value), err.__dict__)

try:
    AppError().missing
except AttributeError as err:
    print(err)

try:
    del AppError().nothing
except AttributeError as err:
    print(err)


class Slotted(Exception):
    def __init__(self):
        super().__init__()
        self.count = 1


s = Slotted()
s.count += 1
print(s.count, s.__dict__, str(s), repr(s))
