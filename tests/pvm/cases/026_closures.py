# closures capture variables, not values
def make_counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1 = make_counter()
c2 = make_counter()
print(c1(), c1(), c1(), c2(), c1())
def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in make_adders()])
def make_late():
    return [lambda x: x + i for i in range(3)]
print([f(10) for f in make_late()])
def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner
    return middle()()
print(outer())
def rebinding():
    v = 1
    get = lambda: v
    v = 2
    return get()
print(rebinding())
def accumulator(start):
    total = [start]
    def add(n):
        total[0] += n
        return total[0]
    return add
acc = accumulator(100)
print(acc(1), acc(10), acc(-50))
def compose(*fns):
    def composed(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return composed
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
def memo(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(0, 80, 20)], fib(80), len(fib.cache))
def shared_state():
    data = []
    def push(x):
        data.append(x)
    def snapshot():
        return list(data)
    return push, snapshot
push, snap = shared_state()
push(1); push(2)
print(snap())
funcs = {}
for name in ["a", "b"]:
    def f(name=name):
        return name.upper()
    funcs[name] = f
print(funcs["a"](), funcs["b"]())
