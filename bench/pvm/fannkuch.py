# fannkuch: fannkuch-redux from the Computer Language Benchmarks Game.
# Enumerates all permutations of 0..N-1 (in permutation-index order), and for
# each counts the "pancake flips" needed to bring 0 to the front.
# Stresses: list slicing, slice assignment, reversal, small-int arithmetic.

N = 9  # permutation size (work grows as N!)
REPEAT = 2  # scale: how many times the whole enumeration runs


def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    max_flips = 0
    checksum = 0
    perm_count = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            perm[: k + 1] = perm[k::-1]
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        if perm_count % 2 == 0:
            checksum += flips
        else:
            checksum -= flips
        perm_count += 1
        while True:
            if r == n:
                return checksum, max_flips, perm_count
            first = perm1[0]
            i = 0
            while i < r:
                perm1[i] = perm1[i + 1]
                i += 1
            perm1[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1


def main():
    for _ in range(REPEAT):
        checksum, max_flips, perms = fannkuch(N)
    print(checksum)
    print("Pfannkuchen(%d) = %d" % (N, max_flips))
    print("permutations: %d" % perms)


main()
