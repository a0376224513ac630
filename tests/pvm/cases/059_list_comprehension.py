# list comprehensions: filters, nesting, scoping, side effects
print([x * 2 for x in range(6)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(3) if x != y])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i in range(3) for row in matrix])
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2])
print(["even" if x % 2 == 0 else "odd" for x in range(4)])
print([c.upper() for c in "hello" if c not in "aeiou"])
print([len(w) for w in "the quick brown fox".split()])
print([(i, c) for i, c in enumerate("abc")])
print([a + b for a, b in zip([1, 2, 3], [10, 20, 30])])
print([k for k, v in {"a": 1, "b": 0, "c": 2}.items() if v])
x = "unchanged"
result = [x for x in range(3)]
print(result, x)
print([y for y in []], [[]] * 2, [[] for _ in range(2)])
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
print([i for i in range(5)][::-1], [i ** 2 for i in range(10)][2:5])
print([(lambda v: v * 10)(i) for i in range(3)])
print([s.strip() for s in " a , b ,c ".split(",")])
print([int(d) for d in str(2 ** 50)])
print([[c for c in w] for w in ["ab", "cd"]])
print([n for n in range(2, 30) if all(n % d for d in range(2, n))])
print([(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c])
print([w for w in ["abc", "", "d", ""] if w] or ["empty"])
acc = []
print([acc.append(i) for i in range(3)], acc)
print([i if i > 0 else -i for i in range(-3, 4)])
print([x for x in (lambda: (yield from range(3)))()])
print([m for m in (n * 2 for n in range(5)) if m > 4])
print([(yield_ := i * 2) for i in range(3)], yield_)
try:
    [1 / x for x in [1, 0]]
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    [x for x in None]
except TypeError as e:
    print(type(e).__name__, e)
