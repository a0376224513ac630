# while loops with else, break and continue
i = 0
while i < 5:
    i += 1
    if i == 3:
        continue
    print("i", i)
else:
    print("while finished normally", i)
n = 0
while True:
    n += 1
    if n > 4:
        break
print("broke at", n)
j = 10
while j > 0:
    j -= 3
    if j == 4:
        print("found 4")
        break
else:
    print("no break, j =", j)
k = 0
while k < 0:
    print("never runs")
else:
    print("else runs even with zero iterations")
def first_divisor(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            break
        d += 1
    else:
        return None
    return d
print([(n, first_divisor(n)) for n in [2, 9, 15, 17, 49, 97, 221]])
stack = [1, [2, [3, [4]]]]
depth = 0
cur = stack
while isinstance(cur, list):
    depth += 1
    cur = cur[-1] if cur else None
print("depth", depth, cur)
a, b = 0, 1
fibs = []
while a < 100:
    fibs.append(a)
    a, b = b, a + b
print(fibs)
x = 27
steps = 0
while x != 1:
    x = x // 2 if x % 2 == 0 else 3 * x + 1
    steps += 1
print("collatz 27 steps", steps)
outer = 0
while outer < 3:
    inner = 0
    while inner < 3:
        if inner == outer:
            inner += 1
            continue
        print(outer, inner, end="; ")
        inner += 1
    outer += 1
print()
