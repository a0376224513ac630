# getattr, setattr, hasattr, delattr
class Obj:
    cls_attr = "class"
    def __init__(self):
        self.inst = "instance"
    def method(self):
        return "method result"
    @property
    def prop(self):
        return "property"
    @property
    def broken(self):
        raise ValueError("broken property")
o = Obj()
print(getattr(o, "inst"), getattr(o, "cls_attr"), getattr(o, "method")(), getattr(o, "prop"), getattr(Obj, "cls_attr"))
print(getattr(o, "missing", "default"), getattr(o, "missing", None), getattr(5, "real"), getattr("s", "upper")())
try:
    getattr(o, "missing")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr(o, "broken", "default not used for ValueError")
except ValueError as e:
    print(type(e).__name__, e)
print(hasattr(o, "inst"), hasattr(o, "missing"), hasattr(Obj, "method"), hasattr(Obj, "inst"), hasattr(o, "prop"))
try:
    hasattr(o, "broken")
except ValueError as e:
    print("hasattr propagates", type(e).__name__, e)
setattr(o, "dynamic", 42)
setattr(o, "with space", "odd name")
setattr(Obj, "added", "class level")
print(o.dynamic, getattr(o, "with space"), o.added, Obj().added)
delattr(o, "dynamic")
print(hasattr(o, "dynamic"))
try:
    delattr(o, "dynamic")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    delattr(o, "cls_attr")
except AttributeError as e:
    print(type(e).__name__, e)
for call in [lambda: getattr(o, 5), lambda: setattr(o, None, 1), lambda: hasattr(o, b"inst"), lambda: delattr(o),
             lambda: getattr(o), lambda: setattr(5, "x", 1), lambda: setattr("s", "upper", 1), lambda: delattr([], "append")]:
    try:
        print(call())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
fields = ["a", "b", "c"]
target = Obj()
for i, f in enumerate(fields):
    setattr(target, f, i * 10)
print([getattr(target, f) for f in fields], sum(getattr(target, f) for f in fields))
def call_method(obj, name, *args):
    fn = getattr(obj, name, None)
    if not callable(fn):
        return f"no method {name!r}"
    return fn(*args)
print(call_method("hello", "upper"), call_method([3, 1], "index", 1), call_method(o, "inst"), call_method(o, "nope"))
print(getattr(getattr(o, "method"), "__name__"), getattr(Obj, "__name__"), getattr(int, "from_bytes")(b"\x01", "big"))
