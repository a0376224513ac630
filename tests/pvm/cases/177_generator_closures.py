# generators that close over variables, generators created in loops, and nonlocal state
def make_gens():
    gens = []
    for i in range(3):
        gens.append((i * k for k in range(3)))
    return gens
print([list(g) for g in make_gens()])
def make_gens_fixed():
    def gen(i):
        for k in range(3):
            yield i * k
    return [gen(i) for i in range(3)]
print([list(g) for g in make_gens_fixed()])
def counter_gen():
    count = 0
    def bump():
        nonlocal count
        count += 1
    def gen():
        while count < 3:
            bump()
            yield count
    return gen()
print(list(counter_gen()))
base = 10
g = (base + k for k in range(3))
base = 100
print(list(g))
def outer():
    x = "first"
    def gen():
        yield x
        yield x
    it = gen()
    first = next(it)
    x = "second"
    return first, next(it)
print(outer())
def fib_gen():
    a, b = 0, 1
    def step():
        nonlocal a, b
        a, b = b, a + b
        return a
    while True:
        yield step()
f = fib_gen()
print([next(f) for _ in range(12)])
def pipeline(source, *stages):
    for stage in stages:
        source = stage(source)
    return source
def add(n):
    def stage(it):
        for v in it:
            yield v + n
    return stage
def keep(pred):
    def stage(it):
        return (v for v in it if pred(v))
    return stage
print(list(pipeline(range(10), add(1), keep(lambda v: v % 3 == 0), add(100))))
def stateful():
    seen = []
    def gen(items):
        for it in items:
            if it not in seen:
                seen.append(it)
                yield it
    return gen, seen
gen, seen = stateful()
print(list(gen("abcab")), list(gen("bcd")), seen)
def gen_with_default(limit=3, step=lambda i: i * i):
    for i in range(limit):
        yield step(i)
print(list(gen_with_default()), list(gen_with_default(4, str)))
