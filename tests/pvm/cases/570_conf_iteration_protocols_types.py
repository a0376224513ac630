def tryit(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i * 2
tryit(lambda: (list(reversed(Seq())), list(Seq()), 4 in Seq(), sorted(Seq(), reverse=True), enumerate(Seq()).__next__()))
class Rev:
    def __reversed__(self): return iter("cba")
tryit(lambda: list(reversed(Rev())))
class NoLen:
    def __getitem__(self, i): return i
tryit(lambda: reversed(NoLen()))
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 3: raise StopIteration
        return self.n
it = It()
tryit(lambda: (list(it), list(it), next(it, "done")))
tryit(lambda: next(It().__iter__()))
def g():
    yield 1
    return "ret"
tryit(lambda: [x for x in g()])
def g2():
    r = yield from g()
    yield r
tryit(lambda: list(g2()))
tryit(lambda: list(map(lambda x: 1 // x, [1, 0])))
tryit(lambda: list(zip(It(), "ab")))
tryit(lambda: dict(zip("abc", It())))
tryit(lambda: list(enumerate("ab", start=-1)))
tryit(lambda: list(filter(lambda x: x % 2, range(7))))
tryit(lambda: list(iter([1, 2, 3]).__iter__()))
i2 = iter([1, 2, 3]); next(i2)
tryit(lambda: (list(i2), list(i2)))
tryit(lambda: iter(5, 6))
tryit(lambda: next(5))
tryit(lambda: next(iter([]), None))
tryit(lambda: [*It(), *It()])
tryit(lambda: sum(It()))
tryit(lambda: max(It()))
tryit(lambda: "-".join(str(x) for x in It()))
tryit(lambda: tuple(x for x in It() if x > 1))
gen = (x * x for x in range(3))
tryit(lambda: (gen.__next__(), list(gen), type(gen).__name__, gen.__name__))
tryit(lambda: (iter(range(3)).__class__.__name__, iter([]).__class__.__name__, iter(()).__class__.__name__, iter("").__class__.__name__, iter({}).__class__.__name__, iter({}.values()).__class__.__name__, iter({}.items()).__class__.__name__, iter(b"").__class__.__name__))
tryit(lambda: (type(zip()).__name__, type(map(str, [])).__name__, type(filter(None, [])).__name__, type(enumerate([])).__name__, type(reversed([])).__name__, type(reversed(range(1))).__name__))
ri = reversed([1, 2, 3])
tryit(lambda: (next(ri), len(list(reversed([1]))), list(ri)))
lst = [1, 2, 3]
for x in lst:
    if x == 1: lst.append(4)
print(lst)
lst = [1, 2, 3, 4]
for x in lst:
    lst.remove(x)
print(lst)
d = {"a": 1}
try:
    for k in d: d[k + "x"] = 1
except RuntimeError as e: print("RE", e)
def countdown(n):
    while n > 0:
        got = yield n
        if got: n = got
        else: n -= 1
c = countdown(5)
tryit(lambda: (next(c), c.send(2), next(c), next(c, "end"), next(c, "end")))
def infinite():
    i = 0
    while True:
        yield i
        i += 1
import itertools
tryit(lambda: list(itertools.takewhile(lambda x: x < 5, infinite())))
tryit(lambda: [x for x, _ in zip(infinite(), range(3))])
def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
for v in gen_with_finally():
    print("got", v)
    break
print("after break")
