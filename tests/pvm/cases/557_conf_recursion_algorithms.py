def permutations(s):
    if len(s) <= 1:
        return [s]
    out = []
    for i, ch in enumerate(s):
        for p in permutations(s[:i] + s[i + 1:]):
            out.append(ch + p)
    return out
print(permutations('abc'), len(permutations('abcde')))
def hanoi(n, a='A', b='B', c='C', moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
print(hanoi(3), len(hanoi(10)))
def flatten(d, prefix=''):
    out = {}
    for k, v in d.items():
        key = f'{prefix}.{k}' if prefix else k
        if isinstance(v, dict) and v:
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out
print(flatten({'a': 1, 'b': {'c': 2, 'd': {'e': 3, 'f': {}}}, 'g': [1]}))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print([ackermann(2, n) for n in range(5)])
def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]
print(power_set([1, 2, 3]))
def merge_sort(xs):
    if len(xs) < 2:
        return xs
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    while left and right:
        out.append((left if left[0] <= right[0] else right).pop(0))
    return out + left + right
print(merge_sort([5, 2, 9, 1, 5, 6, -3, 0]))
def depth(x):
    if isinstance(x, list):
        return 1 + max((depth(i) for i in x), default=0)
    return 0
print(depth([]), depth([1, [2, [3, [4]]]]), depth(5))
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(2 ** 100, 6 ** 50))
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print('RecursionError', e)
def n_queens(n, row=0, cols=(), d1=(), d2=()):
    if row == n:
        return 1
    total = 0
    for c in range(n):
        if c not in cols and row - c not in d1 and row + c not in d2:
            total += n_queens(n, row + 1, cols + (c,), d1 + (row - c,), d2 + (row + c,))
    return total
print([n_queens(n) for n in range(1, 8)])
