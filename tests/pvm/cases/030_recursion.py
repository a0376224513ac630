# recursion: factorial, fibonacci, ackermann, permutations, hanoi, flood fill
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print([fact(i) for i in range(12)], fact(60))
def fib(n, memo={}):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print([fib(i) for i in range(0, 200, 50)], fib(200))
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))
print(ack(2, 3), ack(1, 10))
def perms(items):
    if len(items) <= 1:
        return [items]
    out = []
    for i, x in enumerate(items):
        for p in perms(items[:i] + items[i + 1:]):
            out.append([x] + p)
    return out
print(perms([1, 2, 3]))
moves = []
def hanoi(n, src, dst, via):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst)
    moves.append((n, src, dst))
    hanoi(n - 1, via, dst, src)
hanoi(4, "A", "C", "B")
print(len(moves), moves[:5])
def flatten(x):
    if isinstance(x, list):
        result = []
        for item in x:
            result.extend(flatten(item))
        return result
    return [x]
print(flatten([1, [2, [3, [4, [5]]]], [], [[6]]]))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
grid = ["..#..", ".##..", "....#", "###..", "....."]
cells = [list(r) for r in grid]
def fill(r, c):
    if not (0 <= r < len(cells) and 0 <= c < len(cells[0])) or cells[r][c] != ".":
        return 0
    cells[r][c] = "o"
    return 1 + fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1)
print(fill(0, 0))
print("\n".join("".join(r) for r in cells))
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(2 ** 100, 6 ** 50))
def power_set(s):
    if not s:
        return [[]]
    rest = power_set(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(power_set(["a", "b", "c"]))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(60))
