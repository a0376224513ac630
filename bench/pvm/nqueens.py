# nqueens: all solutions of the N-queens puzzle, two ways: recursive
# backtracking over boolean occupancy lists (building each solution as a
# tuple) and an iterative bitmask solver.
# Stresses: recursion, list indexing/mutation, tuple building, int bit ops.

N = 10  # board size for the list-based solver
REPEAT = 20  # scale: how many times the list-based search runs
BITS_N = 12  # board size for the bitmask solver


def solve_lists(n):
    cols = [False] * n
    diag1 = [False] * (2 * n)
    diag2 = [False] * (2 * n)
    placed = []
    solutions = []

    def place(row):
        if row == n:
            solutions.append(tuple(placed))
            return
        for c in range(n):
            d1 = row + c
            d2 = row - c + n
            if cols[c] or diag1[d1] or diag2[d2]:
                continue
            cols[c] = diag1[d1] = diag2[d2] = True
            placed.append(c)
            place(row + 1)
            placed.pop()
            cols[c] = diag1[d1] = diag2[d2] = False

    place(0)
    return solutions


def solve_bits(n):
    full = (1 << n) - 1
    count = 0
    # explicit stack of (cols, left-diagonals, right-diagonals)
    stack = [(0, 0, 0)]
    while stack:
        cols, ld, rd = stack.pop()
        if cols == full:
            count += 1
            continue
        avail = full & ~(cols | ld | rd)
        while avail:
            bit = avail & -avail
            avail ^= bit
            stack.append((cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1))
    return count


def main():
    total = 0
    checksum = 0
    for _ in range(REPEAT):
        sols = solve_lists(N)
        total += len(sols)
        for s in sols:
            v = 0
            for c in s:
                v = v * N + c
            checksum = (checksum * 31 + v) % 1000000007
    print("solutions(%d) x %d = %d" % (N, REPEAT, total))
    print("checksum %d" % checksum)
    print("first %s last %s" % (sols[0], sols[-1]))
    print("bitmask solutions(%d) = %d" % (BITS_N, solve_bits(BITS_N)))


main()
