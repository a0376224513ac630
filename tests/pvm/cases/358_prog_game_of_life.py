# mini-program: Conway's game of life on a small torus
def parse(rows):
    return [[c == "#" for c in r] for r in rows]
def step(grid):
    h, w = len(grid), len(grid[0])
    out = []
    for r in range(h):
        row = []
        for c in range(w):
            n = sum(grid[(r + dr) % h][(c + dc) % w] for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
            row.append(n == 3 or (grid[r][c] and n == 2))
        out.append(row)
    return out
def show(grid):
    return "\n".join("".join("#" if x else "." for x in r) for r in grid)
glider = parse([".#......", "..#.....", "###.....", "........", "........", "........"])
g = glider
for gen in range(5):
    print(f"gen {gen}: alive={sum(map(sum, g))}")
    print(show(g))
    g = step(g)
blinker = parse([".....", "..#..", "..#..", "..#..", "....."])
b1 = step(blinker)
print(show(b1))
print(step(b1) == blinker, b1 == blinker)
seen = {}
g = parse(["........", "...##...", "..#..#..", "...##...", "..#.....", "........"])
for gen in range(30):
    key = show(g)
    if key in seen:
        print("cycle: gen", gen, "repeats gen", seen[key])
        break
    seen[key] = gen
    g = step(g)
