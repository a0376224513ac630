# Closures reading variables of the enclosing function: an except clause's
# name, generators started before the variable is bound, walrus targets,
# parameters, recursion, generator expressions, class bodies in between.

def handler():
    try:
        raise ValueError("boom")
    except ValueError as err:
        def msg():
            return str(err) + str(err)
        inside = msg()
    try:
        msg()
    except NameError as e:
        return inside, str(e)

print(handler())

def gen_reads():
    def g():
        for _ in range(2):
            yield y * 2
    it = g()
    y = 21
    return list(it)

print(gen_reads())

def started_early():
    def g():
        yield 1
        for _ in range(2):
            yield y + y
    it = g()
    first = next(it)
    y = 3
    return [first] + list(it)

print(started_early())

def appends_late():
    def g():
        yield 0
        acc.append(1)
        acc.append(2)
        yield len(acc)
    it = g()
    next(it)
    acc = []
    return next(it), acc


print(appends_late())


def walrus():
    vals = [(last := v) for v in range(4)]
    def get():
        return last * last
    return vals, get()

print(walrus())

def params(a, b=2):
    def combine(c):
        return a * c + b * c
    return [combine(c) for c in range(3)]

print(params(3))

def recursive(n):
    def fact(k):
        return 1 if k <= 1 else k * fact(k - 1)
    return fact(n) + fact(n - 1)

print(recursive(6))

def genexp():
    base = 7
    return sum(base * i for i in range(5)), list(base + i for i in range(3))

print(genexp())

def shadow_class():
    size = 3
    class Box:
        size = 100
        def area(self):
            return size * size
    return Box().area(), Box.size

print(shadow_class())
