# list operators, aliasing, comparisons, nesting, membership
a = [1, 2, 3]
b = a
c = a[:]
b.append(4)
print(a, b, c, a is b, a == c + [4])
print(a + [5], [0] * 3, 2 * ["x"], [] * 10, [[]] * 2, a * 0, a * -1)
print([1, 2] == [1, 2], [1, 2] != [2, 1], [1, 2] < [1, 3], [1, 2] < [1, 2, 3], [2] > [1, 9], [] < [0])
print(3 in a, 9 in a, [1, 2] in [[1, 2]], "x" not in a)
print(len(a), max(a), min(a), sum(a), a.__len__())
try:
    [1] + (2,)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1] * [2]
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1] - [1]
except TypeError as e:
    print(type(e).__name__, e)
l = [1]
l += (2, 3)
print(l)
nested = [[1, 2], [3, [4, 5]]]
print(nested[1][1][0], len(nested), nested[-1][-1][-1])
deep = nested[:]
deep[0][0] = "changed"
print(nested)
grid = [[0] * 3 for _ in range(2)]
grid[0][0] = 1
print(grid)
print(list(reversed(a)), a[::-1], list(enumerate(a)), list(zip(a, a[1:])))
x = [3, 1, 2]
y = sorted(x)
print(x, y)
print([i for i in a if i % 2], [i * i for i in a])
print(list(map(str, a)), list(filter(None, [0, 1, "", "a", None, [], [0]])))
l2 = [None] * 3
l2[1] = l2
print(l2)
print(a.__eq__([1, 2, 3, 4]), a.__lt__([9]), a.__eq__((1, 2, 3, 4)))
stack = []
for ch in "(a[b]{c})":
    if ch in "([{":
        stack.append(ch)
    elif ch in ")]}":
        stack.pop()
print("balanced" if not stack else "unbalanced")
print([x for x in range(3)] == list(range(3)), list(range(3)) is not list(range(3)))
