# Finalization at function return (locals nothing else reaches) and when a
# global is rebound; parameters, returned values and values stored
# elsewhere stay alive.
class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("close", self.n)
class Owner:
    def __init__(self):
        r = R("owned")
        self.r = r
        tmp = R("tmp-in-init")
        print("init done")
    def helper(self):
        x = R("helper-local")
        self.keep = [x]
        y = R("helper-garbage")
        return None
def make():
    r = R("returned")
    return r
def make_list():
    a = R("in returned list")
    return [a]
o = Owner()
o.helper()
m = make()
ml = make_list()
def chain():
    z = R("z")
    return z.n
print(chain())
import functools
res = functools.reduce(lambda acc, x: acc + [x], [R("r1"), R("r2")], [])
print(len(res))
def gen_user():
    g = (R(i) for i in range(2))
    first = next(g)
    return first.n
print(gen_user())
print("end")
def gen(name):
    try:
        yield 1
    finally:
        print("cleanup", name)
g = gen("g"); next(g)
h = gen("h"); next(h)
g = gen("g2"); next(g)
print("rebound g")
o = None
print("owner dropped")
