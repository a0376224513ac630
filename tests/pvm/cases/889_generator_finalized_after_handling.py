# A suspended generator (or an object with __del__) local to a frame that
# raised stays alive while the exception is handled (its traceback holds the
# frame), and is finalized when the handling ends, innermost frame first.
class Res:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

def gen(tag):
    try:
        yield 1
    finally:
        print("gen finally", tag)

def inner():
    r = Res("inner")
    g = gen("inner")
    next(g)
    raise ValueError("inner failed")

def outer():
    r = Res("outer")
    inner()

try:
    outer()
except ValueError as e:
    print("caught", e)
print("after first")

saved = []
def keep():
    g = gen("kept")
    next(g)
    raise KeyError("k")
try:
    keep()
except KeyError as e:
    saved.append(e)
    print("saved")
print("after second")

def nested():
    try:
        inner()
    except ValueError:
        print("nested caught")
        raise RuntimeError("again")
try:
    nested()
except RuntimeError as e:
    print("caught", e, type(e.__context__).__name__)

def chained():
    try:
        inner()
    except ValueError as e:
        raise LookupError("chained") from e
try:
    chained()
except LookupError:
    print("caught chained")
print("end")

# A generator frame that raised holds its locals the same way.
def outer_gen():
    g = gen("in generator")
    next(g)
    yield 1
    raise ValueError("from generator")
o = outer_gen()
next(o)
try:
    next(o)
except ValueError:
    print("caught from generator")
o2 = outer_gen()
next(o2)
try:
    o2.throw(KeyError("thrown"))
except KeyError:
    print("caught thrown")
print("really the end")
