# itertools.product, permutations, combinations, combinations_with_replacement
from itertools import product, permutations, combinations, combinations_with_replacement
import math
print(list(product("ab", [1, 2])), list(product("ab", repeat=2)), list(product()), list(product([], [1])))
print(len(list(product(range(3), repeat=4))), list(product([0, 1], repeat=3))[:4])
print(list(permutations("abc")), list(permutations("abc", 2)), list(permutations([], 0)), list(permutations("ab", 3)))
print(list(combinations("abcd", 2)), list(combinations(range(5), 4)), list(combinations("ab", 0)), list(combinations("ab", 3)))
print(list(combinations_with_replacement("abc", 2)), len(list(combinations_with_replacement(range(5), 3))))
print(len(list(permutations(range(6)))) == math.factorial(6), len(list(combinations(range(10), 3))) == math.comb(10, 3))
print(list(permutations([1, 1, 2])), list(combinations([3, 1, 2], 2)))
for call in [lambda: list(permutations("abc", -1)), lambda: list(combinations("abc", -1)), lambda: list(product("a", repeat=-1)),
             lambda: list(combinations("abc")), lambda: list(permutations(5))]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
target = 10
coins = [1, 2, 5]
ways = [c for n in range(1, 6) for c in combinations_with_replacement(coins, n) if sum(c) == target]
print(len(ways), ways)
words = ["cat", "dog", "emu"]
print(["-".join(p) for p in permutations(words)])
grid = list(product(range(3), range(3)))
print([(r, c) for r, c in grid if r != c and (r + c) % 2])
print(sum(1 for a, b, c in combinations(range(1, 20), 3) if a * a + b * b == c * c))
def password_space(alphabet, length):
    return sum(1 for _ in product(alphabet, repeat=length))
print(password_space("ab1", 3), 3 ** 3)
print(max(permutations([3, 1, 2])), min(combinations("zyx", 2)), sorted(permutations("ba")))
print(list(product("ab", "cd", "ef"))[5], next(iter(permutations(range(100), 2))))
