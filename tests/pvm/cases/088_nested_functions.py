# nested functions, functions as values, higher-order helpers
def make_multiplier(n):
    def mul(x):
        return x * n
    mul.__name__ = f"times{n}"
    return mul
fns = [make_multiplier(i) for i in range(1, 4)]
print([f(10) for f in fns], [f.__name__ for f in fns])
def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(lambda v: v * 2, 10, 1), apply_n(str.upper, 1, "abc"))
def outer(a):
    def middle(b):
        def inner(c):
            return a + b + c
        return inner
    return middle
print(outer(1)(2)(3), outer("a")("b")("c"))
def dispatch(op):
    def add(a, b):
        return a + b
    def sub(a, b):
        return a - b
    return {"add": add, "sub": sub}.get(op, lambda a, b: None)
print(dispatch("add")(5, 3), dispatch("sub")(5, 3), dispatch("mul")(5, 3))
def recursive_inner(n):
    def helper(k, acc):
        return acc if k == 0 else helper(k - 1, acc * k)
    return helper(n, 1)
print(recursive_inner(10))
def counter_pair():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    def dec():
        nonlocal count
        count -= 1
        return count
    return inc, dec
inc, dec = counter_pair()
print(inc(), inc(), dec(), inc())
def pipeline(*funcs):
    def run(x):
        for f in funcs:
            x = f(x)
        return x
    return run
clean = pipeline(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(clean("  Hello World  "))
def memoize(f):
    cache = {}
    def wrapped(*args):
        if args not in cache:
            cache[args] = f(*args)
        return cache[args]
    return wrapped
@memoize
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16))
def defined_in_loop():
    fs = []
    for i in range(3):
        def f(i=i):
            return i * i
        fs.append(f)
    return [f() for f in fs]
print(defined_in_loop())
def conditional_def(flag):
    if flag:
        def impl():
            return "flag on"
    else:
        def impl():
            return "flag off"
    return impl()
print(conditional_def(True), conditional_def(False))
