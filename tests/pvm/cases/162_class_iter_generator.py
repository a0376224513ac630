# classes whose __iter__ is a generator; re-iterability; __reversed__; iteration state
class Range2D:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
    def __iter__(self):
        for r in range(self.rows):
            for c in range(self.cols):
                yield (r, c)
    def __reversed__(self):
        for r in reversed(range(self.rows)):
            for c in reversed(range(self.cols)):
                yield (r, c)
    def __len__(self):
        return self.rows * self.cols
    def __contains__(self, item):
        r, c = item
        return 0 <= r < self.rows and 0 <= c < self.cols
g = Range2D(2, 3)
print(list(g), list(g), len(g), list(reversed(g))[:3], (1, 2) in g, (2, 0) in g)
print(sum(r * c for r, c in g), max(g), sorted(g, key=lambda p: (-p[1], p[0]))[:3])
it1 = iter(g)
it2 = iter(g)
print(next(it1), next(it1), next(it2), type(it1).__name__)
class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = children
    def __iter__(self):
        yield self.value
        for ch in self.children:
            yield from ch
    def leaves(self):
        if not self.children:
            yield self.value
        for ch in self.children:
            yield from ch.leaves()
t = Tree(1, Tree(2, Tree(4), Tree(5)), Tree(3, Tree(6, Tree(7))))
print(list(t), list(t.leaves()), 6 in t, 8 in t, sum(t), len(list(t)))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1
        return
c = Countdown(4)
print(list(c), list(zip(c, c)), [x * y for x in Countdown(2) for y in Countdown(2)])
class Paged:
    def __init__(self, data, page):
        self.data, self.page = data, page
    def __iter__(self):
        for i in range(0, len(self.data), self.page):
            yield self.data[i:i + self.page]
print(list(Paged(list(range(7)), 3)), list(Paged("abcdefg", 2)), list(Paged([], 5)))
class Infinite:
    def __iter__(self):
        i = 0
        while True:
            yield i
            i += 1
for v in Infinite():
    if v > 3:
        break
    print("infinite", v)
a, b, *rest = Countdown(5)
print(a, b, rest, dict(zip("abc", Countdown(3))))
