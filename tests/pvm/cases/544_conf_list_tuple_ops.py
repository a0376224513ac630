a = [1, 2, 3, 4, 5, 6, 7, 8, 9]
print(a[2:5], a[:-3], a[-3:], a[::3], a[1::2], a[::-3], a[7:2:-2], a[100:], a[-100:2])
b = a[:]
b[2:5] = ['x']
print(b)
b[:0] = [0, 0]
print(b)
b[-1:] = []
print(b)
del b[::2]
print(b)
b.extend(range(3))
b.insert(-1, 'ins')
b.insert(100, 'end')
b.insert(-100, 'start')
print(b, b.index('ins'), b.count(0))
print(b.pop(), b.pop(0), b.pop(-2), b)
b.remove(0)
print(b)
c = [3, 1, 2]
c *= 2
print(c, c * 0, [0] * 3, [[]] * 2, c + [9], c.__len__(), list(reversed(c)))
c.reverse()
print(c, c.copy(), c[::-1] == list(reversed(c)))
m = [[0] * 3 for _ in range(2)]
m[0][1] = 5
alias = [[0] * 3] * 2
alias[0][1] = 5
print(m, alias)
t = (1, 2, 3)
print(t + (4,), t * 2, t[1:], t[::-1], t.index(2), t.count(3), len(t), (1,) * 0, tuple(), (1,) == (1,), (1, 2) < (1, 2, 3), max(t), sum(t))
x, y, *rest = t + (4, 5)
print(x, y, rest)
(a1, b1), c1 = (1, 2), 3
print(a1, b1, c1)
try:
    t[0] = 9
except TypeError as e:
    print('TypeError', e)
try:
    del t[0]
except TypeError as e:
    print('TypeError', e)
try:
    [].pop()
except IndexError as e:
    print('IndexError', e)
try:
    [1].pop(5)
except IndexError as e:
    print('IndexError', e)
try:
    [][0] = 1
except IndexError as e:
    print('IndexError', e)
try:
    (1, 2)[5]
except IndexError as e:
    print('IndexError', e)
try:
    a[1.0]
except TypeError as e:
    print('TypeError', e)
try:
    a['x':]
except TypeError as e:
    print('TypeError', e)
print([1, [2, [3]]] == [1, [2, [3]]], [1, 2] == (1, 2), list((1, 2)) == [1, 2], [] == [], [0] * 2 is [0] * 2, 3 in [1, 2, 3], [3] in [[3]], [1, 2, 3][-1], [1, 2, 3][True])
nums = list(range(10))
print([n ** 2 for n in nums if n % 3 == 0], [(i, j) for i in range(3) for j in range(i)], [[r * c for c in range(3)] for r in range(3)], [x for x in 'abc' if x != 'b'])
print(list(map(list, zip(*[[1, 2, 3], [4, 5, 6]]))), [v for row in [[1, 2], [3]] for v in row], sum([[1], [2, 3]], []), any([]), all([[]]))
