# Loops that unpack the tuples of itertools' combinatoric iterators, next to
# loops that keep them; widths that do not match; partial consumption.
import itertools


def unpacked():
    total = 0
    for a, b in itertools.product(range(3), "xy"):
        total += a
        print(a, b, end=" ")
    print()
    for a, b, c in itertools.permutations([1, 2, 3]):
        total += a * 100 + b * 10 + c
    for a, b in itertools.combinations("abcd", 2):
        print(a + b, end=" ")
    print()
    for a, b in itertools.combinations_with_replacement(range(3), 2):
        total += a - b
    for x, y in itertools.product(range(2), repeat=2):
        total += x * 2 + y
    print(total)


def kept():
    seen = []
    for t in itertools.product(range(2), range(2)):
        seen.append(t)
    print(seen, seen[0] is seen[1])
    perms = list(itertools.permutations(range(3), 2))
    print(perms)
    print(list(itertools.product()), list(itertools.combinations(range(3), 0)))
    print(list(itertools.combinations(range(2), 3)), list(itertools.permutations([], 1)))


def mismatched():
    for it in (itertools.product(range(2)), itertools.permutations(range(3), 3),
               itertools.combinations(range(3), 1)):
        try:
            for a, b in it:
                print("unpacked", a, b)
        except ValueError as e:
            print(type(e).__name__, e)


def partial():
    it = itertools.product("ab", range(3))
    for a, n in it:
        if n == 1:
            break
    print("stopped at", a, n)
    for a, n in it:
        print("resumed", a, n)
    print(next(it, "exhausted"))
    gen = itertools.combinations(range(5), 2)
    firsts = [a for a, b in gen if b == 4]
    print(firsts, list(gen))


unpacked()
kept()
mismatched()
partial()
