# generator functions: laziness, state, exhaustion, return values
def count_up(n):
    print("  start")
    i = 0
    while i < n:
        print(f"  yielding {i}")
        yield i
        i += 1
    print("  end")
g = count_up(3)
print("created")
print(next(g))
print(next(g))
print(list(g))
print(list(g), next(g, "exhausted"))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(15)])
def with_return():
    yield 1
    return "the value"
g = with_return()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print(type(e).__name__, repr(e.value), e.args)
def empty():
    return
    yield
print(list(empty()))
def squares(nums):
    for n in nums:
        yield n * n
print(sum(squares(range(10))), max(squares([-5, 3])), list(squares("")))
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
print(list(take(5, fib())))
def chunks(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]
print(list(chunks(list(range(10)), 3)), list(chunks("abcdefg", 2)))
def gen_fn():
    yield
print(type(gen_fn()).__name__, list(gen_fn()))
def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found):
            found.append(n)
            yield n
        n += 1
p = primes()
print([next(p) for _ in range(20)])
g = count_up(1)
print(iter(g) is g)
def raises():
    yield 1
    raise ValueError("inside generator")
r = raises()
print(next(r))
try:
    next(r)
except ValueError as e:
    print(type(e).__name__, e)
print(next(r, "after exception exhausted"))
def stop_iter_inside():
    yield 1
    raise StopIteration("bad")
try:
    list(stop_iter_inside())
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))
