# iterator objects of built-ins: type names, explicit __iter__/__next__, exhaustion, laziness
its = [enumerate("ab"), zip("ab", "cd"), map(str, [1]), filter(None, [0, 1]), reversed("ab"), reversed([1]),
       iter([1]), iter((1,)), iter("a"), iter(range(1)), iter({"k": 1}), iter(b"a"), iter(lambda: 0, 1)]
for it in its:
    print(type(it).__name__, it.__iter__() is it, iter(it) is it, next(it), next(it, "done") is not None)
it = iter([10, 20])
print(it.__next__(), it.__next__(), next(it, "empty"))
try:
    it.__next__()
except StopIteration as e:
    print("StopIteration", e.args)
calls = []
def f(x):
    calls.append(x)
    return x * 10
m = map(f, range(5))
print(calls, next(m), calls, list(m), calls)
z = zip(range(3), map(f, range(10, 13)))
print(next(z), calls[-1])
e = enumerate(reversed(range(3)), start=1)
print(list(e), list(e))
r = reversed({"a": 1, "b": 2, "c": 3}.items())
print(type(r).__name__, list(r))
counter = iter([1, 2, 3, 4, 5, 6])
print(list(zip(counter, counter)), list(counter))
def gen():
    yield 1
    yield 2
    return "result"
g = gen()
print(next(g), next(g), next(g, "default"))
g = gen()
print(list(g), next(g, None))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(list(Countdown(3)), sum(Countdown(4)), max(Countdown(5)), sorted(Countdown(3)), list(enumerate(Countdown(2))))
print(list(filter(lambda v: v % 2, Countdown(6))), list(map(pow, Countdown(3), [2, 2, 2])), any(Countdown(1)), all(Countdown(0)))
class Seq:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError(i)
        return i * i
print(list(Seq()), list(reversed([*Seq()])), 9 in Seq(), list(zip(Seq(), "ab")), list(iter(Seq())))
for bad in [lambda: next(5), lambda: iter(5), lambda: iter(5, 1), lambda: reversed(iter([])), lambda: next([])]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
