# __call__ makes instances callable
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *rest, scale=1):
        return (x + self.n + sum(rest)) * scale
add5 = Adder(5)
print(add5(1), add5(1, 2, 3), add5(1, scale=10), callable(add5), callable(Adder))
print(list(map(add5, range(4))), sorted([3, 1, 2], key=Adder(-10)))
class Counter:
    def __init__(self):
        self.calls = []
    def __call__(self, *args, **kwargs):
        self.calls.append((args, kwargs))
        return len(self.calls)
c = Counter()
c(); c(1); c(a=2); c(1, 2, b=3)
print(c.calls)
class Pipeline:
    def __init__(self, *steps):
        self.steps = steps
    def __call__(self, value):
        for s in self.steps:
            value = s(value)
        return value
    def __or__(self, other):
        return Pipeline(*self.steps, other)
p = Pipeline(str.strip, str.lower) | str.split | len
print(p("  Hello Big World  "))
class Poly:
    def __init__(self, *coefs):
        self.coefs = coefs
    def __call__(self, x):
        result = 0
        for c in self.coefs:
            result = result * x + c
        return result
quad = Poly(1, -3, 2)
print([quad(x) for x in range(5)], quad(0.5), quad(10 ** 10))
class NotCallable:
    pass
try:
    NotCallable()()
except TypeError as e:
    print(type(e).__name__, e)
print(callable(NotCallable()), callable(len), callable(lambda: 0), callable(5), callable("s"))
print(callable(str.upper), callable("a".upper), callable(print), callable(None))
class CallableClassAttr:
    __call__ = lambda self, x: x * 2
print(CallableClassAttr()(21))
class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]
@Memo
def slow_sq(n):
    return n * n
print(slow_sq(12), slow_sq(12), slow_sq.cache)
class Method:
    def __call__(self):
        return "instance call"
    def call(self):
        return self()
print(Method().call())
