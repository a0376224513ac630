def counter():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
g = counter()
print(next(g), g.send(5), g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)
def inner():
    r = yield 1
    print("inner got", r)
    yield 2
    return "inner-result"
def outer():
    res = yield from inner()
    print("res", res)
    yield 3
o = outer()
print(next(o), o.send("hi"), next(o))
try:
    next(o)
except StopIteration:
    print("exhausted")
def thrower():
    try:
        yield 1
        yield 2
    except ValueError as e:
        yield f"caught {e}"
    yield "after"
t = thrower()
print(next(t), t.throw(ValueError("boom")), next(t))
try:
    t.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
def closer():
    try:
        yield 1
    finally:
        print("cleanup")
c = closer(); next(c); c.close(); c.close()
print(list(closer()))
gen = (i * i for i in range(5))
print(next(gen), list(gen), list(gen))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
print(list(itertools.islice(fib(), 10)))
def chain(*its):
    for it in its:
        yield from it
print(list(chain([1, 2], "ab", range(2))))
def gen_ret():
    yield 1
    return 5
def deleg():
    v = yield from gen_ret()
    yield v
print(list(deleg()))
g2 = counter()
try:
    g2.send(1)
except TypeError as e:
    print("TypeError:", e)
def running():
    yield gr.send(None) if False else 1
gr = running()
print(next(gr))
def infinite():
    i = 0
    while True:
        yield i
        i += 1
print([x for x in itertools.takewhile(lambda v: v < 5, infinite())])
print(sum(x for x in range(10) if x % 2), max((len(w), w) for w in "a bb ccc dd".split()))
ge = (x for x in [1, 2])
print(type(ge).__name__, iter(ge) is ge)
def stop_inside():
    yield 1
    raise StopIteration
try:
    list(stop_inside())
except RuntimeError as e:
    print("RuntimeError:", e)
