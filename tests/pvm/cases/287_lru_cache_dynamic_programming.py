# dynamic programming with functools.lru_cache: knapsack, LCS, edit distance, coin change, partitions
from functools import lru_cache
items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160), ("glucose", 15, 60),
         ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40), ("cheese", 23, 30), ("beer", 52, 10)]
@lru_cache(maxsize=None)
def knap(i, cap):
    if i == len(items) or cap == 0:
        return 0, ()
    name, w, v = items[i]
    best = knap(i + 1, cap)
    if w <= cap:
        val, chosen = knap(i + 1, cap - w)
        if val + v > best[0]:
            best = (val + v, (name,) + chosen)
    return best
print(knap(0, 200), knap.cache_info().currsize)
def lcs(a, b):
    @lru_cache(maxsize=None)
    def go(i, j):
        if i == len(a) or j == len(b):
            return ""
        if a[i] == b[j]:
            return a[i] + go(i + 1, j + 1)
        x, y = go(i + 1, j), go(i, j + 1)
        return x if len(x) >= len(y) else y
    return go(0, 0)
print(lcs("AGGTAB", "GXTXAYB"), lcs("thisisatest", "testing123testing"), repr(lcs("", "abc")))
@lru_cache(maxsize=None)
def coin_ways(amount, coins=(1, 2, 5, 10, 20, 50, 100, 200)):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return coin_ways(amount - coins[0], coins) + coin_ways(amount, coins[1:])
warm = [coin_ways(a) for a in range(0, 200, 20)]
print(warm, coin_ways(200), coin_ways(100), coin_ways(0), coin_ways(3))
@lru_cache(maxsize=None)
def min_coins(amount):
    if amount == 0:
        return 0
    options = [min_coins(amount - c) for c in (1, 7, 10) if c <= amount]
    return 1 + min(options)
print([min_coins(a) for a in (14, 15, 21, 40, 70, 99)])
@lru_cache(maxsize=None)
def partitions(n, k=None):
    k = n if k is None else k
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)
print([partitions(n) for n in range(1, 16)], partitions(60))
@lru_cache(maxsize=None)
def collatz_len(n):
    steps = 1
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
best = max(range(1, 3000), key=collatz_len)
print(best, collatz_len(best), collatz_len.cache_info())
