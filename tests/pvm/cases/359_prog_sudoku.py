# mini-program: backtracking sudoku solver (an easy puzzle, solved quickly)
PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""
def parse(text):
    return [[0 if c == "." else int(c) for c in line] for line in text.split()]
def candidates(board, r, c):
    used = list(board[r]) + [board[i][c] for i in range(9)]
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used += [board[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)]
    return [d for d in range(1, 10) if d not in used]
steps = [0]
def solve(board):
    best = None
    for r in range(9):
        for c in range(9):
            if board[r][c] == 0:
                cand = candidates(board, r, c)
                if best is None or len(cand) < len(best[2]):
                    best = (r, c, cand)
    if best is None:
        return True
    r, c, cand = best
    for d in cand:
        steps[0] += 1
        board[r][c] = d
        if solve(board):
            return True
    board[r][c] = 0
    return False
def valid(board):
    groups = [row for row in board] + [list(col) for col in zip(*board)]
    groups += [[board[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(g) == list(range(1, 10)) for g in groups)
b = parse(PUZZLE)
print("givens", sum(1 for row in b for v in row if v))
print(solve(b), "steps", steps[0])
for row in b:
    print(" ".join(map(str, row)))
print("valid", valid(b))
bad = parse(PUZZLE)
bad[0][2] = 5
print("duplicate five candidates at (0,3):", candidates(bad, 0, 3))
