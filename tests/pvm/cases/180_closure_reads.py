# Closures reading variables of the enclosing function: bound once, rebound,
# bound after the closure runs, deleted, declared nonlocal, bound in loops.

def early():
    def inner():
        total = 0
        for i in range(3):
            total += x * i
        return total
    try:
        inner()
    except NameError as e:
        print("early:", type(e).__name__, e)
    x = 5
    print("late:", inner())

early()

def rebinding():
    k = 1
    def scale(xs):
        return [k * v for v in xs] + [k + v for v in xs]
    a = scale([1, 2])
    k = 10
    return a, scale([1, 2])

print(rebinding())

def in_loop():
    fs = []
    for i in range(3):
        def f():
            return i + i
        fs.append(f)
    return [g() for g in fs]

print(in_loop())

def deleted():
    v = "here"
    def show():
        return v + v
    first = show()
    del v
    try:
        show()
    except NameError as e:
        return first, str(e)

print(deleted())

def counter():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    def peek():
        return n, n
    bump()
    a = peek()
    bump()
    return a, peek()

print(counter())

