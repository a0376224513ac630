# collections.deque
from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], d[2])
print(d.pop(), d.popleft(), d)
d.extend([5, 6])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
print(d.count(5), d.index(5), 3 in d, list(reversed(d)))
d.remove(5)
d.insert(1, "ins")
print(d)
d.reverse()
print(d)
d.clear()
print(d, bool(d))
b = deque(maxlen=3)
for i in range(6):
    b.append(i)
    print(list(b), end=" ")
print()
print(b, b.maxlen)
b.appendleft("L")
print(b)
b.extend("xy")
print(b)
for call in [lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1])[5], lambda: deque([1]).remove(9),
             lambda: deque([1]).index(9), lambda: deque(maxlen=-1), lambda: deque([1], maxlen=1).insert(0, 2)]:
    try:
        call()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
q = deque([1, 2, 3])
q[1] = "two"
del q[0]
print(q, q.copy(), q == deque(["two", 3]), q + deque([9]), q * 2)
window = deque(maxlen=3)
avgs = []
for x in [10, 20, 30, 40, 50]:
    window.append(x)
    avgs.append(sum(window) / len(window))
print(avgs)
def bfs_grid(grid, start):
    rows, cols = len(grid), len(grid[0])
    dist = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return dist
dist = bfs_grid(["....", ".##.", "...#", "#..."], (0, 0))
print(dist[(3, 3)], max(dist.values()), len(dist))
print(repr(deque()), repr(deque("ab", maxlen=5)), deque(range(3)) < deque(range(4)))
