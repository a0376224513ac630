# iterator protocol: __iter__, __next__, StopIteration, iter() and next()
class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        return CountdownIter(self.start)
class CountdownIter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
c = Countdown(3)
print(list(c), list(c), [x * 2 for x in c], sum(c), max(c))
it = iter(c)
print(next(it), next(it), next(it), next(it, "done"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print(type(e).__name__, repr(e), e.args)
class Fib:
    def __init__(self, limit):
        self.a, self.b, self.limit = 0, 1, limit
    def __iter__(self):
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        val = self.a
        self.a, self.b = self.b, self.a + self.b
        return val
f = Fib(100)
print(list(f), list(f))
for i, v in zip(range(3), Fib(10 ** 6)):
    print(i, v)
class NotIter:
    pass
try:
    iter(NotIter())
except TypeError as e:
    print(type(e).__name__, e)
try:
    for x in NotIter():
        pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    next([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
class BadIter:
    def __iter__(self):
        return 5
try:
    iter(BadIter())
except TypeError as e:
    print(type(e).__name__, e)
class Repeater:
    def __init__(self):
        self.count = 0
    def __call__(self):
        self.count += 1
        return self.count
print(list(iter(Repeater(), 5)))
lines = iter(["a", "b", "", "c"])
print(list(iter(lambda: next(lines), "")))
li = iter([1, 2, 3])
print(iter(li) is li, next(li), list(li), list(li))
s = iter("ab")
print(next(s), next(s), next(s, "end"))
d = {"x": 1, "y": 2}
di = iter(d)
print(next(di), list(di))
class GetItemOnly:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return chr(97 + i)
print(list(GetItemOnly()), "b" in GetItemOnly(), list(iter(GetItemOnly())))
