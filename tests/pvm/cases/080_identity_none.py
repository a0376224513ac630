# `is` with None/True/False and objects; None behaviours
x = None
print(x is None, x is not None, x == None, type(x).__name__, repr(x), str(x))
def nothing():
    pass
def explicit():
    return
def bare_none():
    return None
print(nothing(), explicit(), bare_none(), nothing() is None)
print([] is [], [] == [], () == (), None is None, True is True, False is not True)
a = [1]
b = a
c = list(a)
print(a is b, a is c, a == c, b is not c)
class Sentinel:
    def __repr__(self):
        return "<sentinel>"
MISSING = Sentinel()
def get(d, key, default=MISSING):
    if key in d:
        return d[key]
    if default is MISSING:
        raise KeyError(key)
    return default
print(get({"a": 1}, "a"), get({}, "b", None), get({}, "c", 0))
try:
    get({}, "d")
except KeyError as e:
    print(type(e).__name__, e)
print(MISSING is MISSING, MISSING == Sentinel(), repr(MISSING))
nil = None
for op in [lambda: nil + 1, lambda: nil < 1, lambda: nil[0], lambda: len(None), lambda: None.attr, lambda: iter(None)]:
    try:
        op()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(None == 0, None == False, None == "", bool(None), not None)
d = {None: "none key"}
print(d[None], [None] * 3, (None,), {None: None})
print(sorted([3, 1], key=lambda v: v) is not None)
r = [].sort()
print(r, [3, 1].reverse(), {}.update(a=1), print("print returns") is None)
t = True
f = False
print(t is True, f is False, (1 == 1) is True, bool(1) is True, (not 0) is True)
print(hash(None) == hash(None), None.__class__.__name__, isinstance(None, object))
