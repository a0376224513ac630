# RecursionError is a RuntimeError raised on unbounded recursion
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print(type(e).__name__, str(e).startswith("maximum recursion depth exceeded"))
    print(isinstance(e, RuntimeError), RecursionError.__mro__[1].__name__)
def recover_and_continue():
    try:
        forever(0)
    except RecursionError:
        return "recovered"
print(recover_and_continue())
def depth_ok(n):
    return 0 if n == 0 else 1 + depth_ok(n - 1)
print(depth_ok(100))
class Loop:
    def __repr__(self):
        return repr(self)
try:
    repr(Loop())
except RecursionError as e:
    print(type(e).__name__, "in __repr__")
class AttrLoop:
    def __getattr__(self, name):
        return getattr(self, "x" + name)
try:
    AttrLoop().a
except RecursionError as e:
    print(type(e).__name__, "in __getattr__")
def mutual_a(n):
    return mutual_b(n + 1)
def mutual_b(n):
    return mutual_a(n + 1)
try:
    mutual_a(0)
except RecursionError:
    print("mutual recursion -> RecursionError")
lst = [1]
lst.append(lst)
print(lst, repr(lst))
d = {"k": 1}
d["self"] = d
print(d)
t = ([],)
t[0].append(t)
print(t)
print(str(RecursionError("custom")), RecursionError("a", "b").args)
