from collections import Counter, defaultdict

class Life:
    def __init__(self, cells, w, h, wrap=False):
        self.alive = sorted(dict.fromkeys(cells))
        self.w, self.h, self.wrap = w, h, wrap
        self.gen = 0
    def neighbours(self, x, y):
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    nx, ny = x + dx, y + dy
                    if self.wrap:
                        yield nx % self.w, ny % self.h
                    elif 0 <= nx < self.w and 0 <= ny < self.h:
                        yield nx, ny
    def step(self):
        counts = Counter(n for c in self.alive for n in self.neighbours(*c))
        alive = dict.fromkeys(self.alive)
        self.alive = sorted(c for c, k in counts.items() if k == 3 or (k == 2 and c in alive))
        self.gen += 1
        return self
    def __str__(self):
        alive = dict.fromkeys(self.alive)
        return "\n".join("".join("#" if (x, y) in alive else "." for x in range(self.w)) for y in range(self.h))
    def __len__(self):
        return len(self.alive)

glider = Life([(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)], 6, 6, wrap=True)
for _ in range(2):
    print(f"gen {glider.gen} pop {len(glider)}")
    print(glider)
    for _ in range(2):
        glider.step()
blinker = Life([(1, 0), (1, 1), (1, 2)], 3, 3)
states = []
for _ in range(4):
    states.append(tuple(blinker.alive))
    blinker.step()
print(states[0] == states[2], states[1], len(dict.fromkeys(states)))
block = Life([(0, 0), (0, 1), (1, 0), (1, 1)], 4, 4)
print(block.step().step().alive, block.gen)
grid = defaultdict(lambda: ".")
for x, y in glider.alive:
    grid[x, y] = "@"
print(sorted(k for k, v in grid.items() if v == "@")[:3], len(grid), grid[99, 99], len(grid))
