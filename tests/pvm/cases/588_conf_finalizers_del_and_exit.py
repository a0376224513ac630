# __del__ and generator finalization where CPython's timing is knowable
# without reference counts: `del` of the last reference, and program exit
# (instances as their globals are cleared, then container items).
class Res:
    def __init__(self, name):
        self.name = name
        print("open", name)

    def __del__(self):
        print("close", self.name)

r = Res("a")
del r
print("after del a")
x = Res("b")
y = x
del x
print("b still referenced by y")
del y
print("after del y")

def f():
    z = Res("local")
    del z
    print("in f after del")
f()

def g(tag):
    try:
        yield 1
        yield 2
    finally:
        print("gen finally", tag)

gen = g("deleted")
next(gen)
del gen
print("after del gen")
fresh = g("never started")
del fresh
done = g("exhausted")
print(list(done))
del done

class Holder:
    def __init__(self):
        self.items = [Res("h-item1"), Res("h-item2")]
        self.main = Res("h-main")

t = (Res("t1"), Res("t2"))
lst = [Res("l1"), [Res("nested")]]
first = Res("first")
d = {"k": Res("d1"), "j": Res("d2")}
h = Holder()
suspended = g("at exit")
next(suspended)
last = Res("last")
print("end of program")
