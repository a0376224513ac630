# Built-in functions name an instance of a built-in subclass by its own
# class in their errors (len, iter, int, float, divmod, reversed, abs, -x).
import collections
class MyInt(int): pass
class MyList(list): pass
class MyDict(dict): pass
class MyStr(str): pass
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
mi, ml, md, ms = MyInt(4), MyList([2]), MyDict(a=1), MyStr("q")
cnt, od = collections.Counter("ab"), collections.OrderedDict(a=1)
for v in [mi, ml, md, ms, cnt, od]:
    tryit(lambda: len(v))
    tryit(lambda: list(iter(v)))
    tryit(lambda: int(v))
    tryit(lambda: float(v))
    tryit(lambda: divmod(v, 2))
    tryit(lambda: list(reversed(v)))
    tryit(lambda: abs(v))
    tryit(lambda: -v)
    tryit(lambda: ~v)
    tryit(lambda: sum(v))
    tryit(lambda: sorted(v))
    tryit(lambda: [*v])
    tryit(lambda: dict(v))
for bad in ["x", "1.5"]:
    tryit(lambda: int(MyStr(bad)))
tryit(lambda: float(MyStr("nan?")))
for v in [bytearray(b"z"), b"q", bytearray(b" 1.5 "), b"2e3", bytearray(b"")]:
    try: print(float(v))
    except ValueError as e: print(e)
