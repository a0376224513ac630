# bound and unbound methods, __self__, __func__, method equality
class Greeter:
    def __init__(self, name):
        self.name = name
    def greet(self, other="world"):
        return f"{self.name} greets {other}"
g = Greeter("ann")
m = g.greet
print(m(), m("bob"), Greeter.greet(g, "cy"))
print(m.__self__ is g, m.__func__ is Greeter.greet, m.__name__, m.__qualname__)
print(g.greet == g.greet, g.greet == Greeter("ann").greet, g.greet != m)
print(type(m).__name__, type(Greeter.greet).__name__, callable(m))
methods = [Greeter(n).greet for n in ["x", "y"]]
print([f("z") for f in methods])
g.name = "changed"
print(m())
h = Greeter("h")
h.greet = lambda other="inst": "instance attribute function " + other
print(h.greet(), Greeter.greet(h))
unbound = Greeter.greet
print(unbound(Greeter("direct")))
try:
    unbound()
except TypeError as e:
    print(type(e).__name__, e)
print(list(map(Greeter.greet, [Greeter("a"), Greeter("b")])))
print(sorted(["b", "A", "c"], key=str.lower), list(map(str.upper, "ab")))
append = [].append
lst = []
push = lst.append
push(1); push(2)
print(lst, push.__self__ is lst, push.__name__)
d = {"a": 1}
get = d.get
print(get("a"), get("b", "default"))
class Counter:
    def __init__(self):
        self.n = 0
    def incr(self):
        self.n += 1
        return self.n
c = Counter()
inc = c.incr
for _ in range(4):
    inc()
print(c.n)
def standalone(self):
    return "standalone with " + type(self).__name__
Counter.extra = standalone
print(c.extra(), Counter.extra(c))
print("".join.__name__, (5).bit_length(), int.bit_length(5))
class Sub(Greeter):
    pass
s = Sub("sub")
print(s.greet.__func__ is Greeter.greet, s.greet())
