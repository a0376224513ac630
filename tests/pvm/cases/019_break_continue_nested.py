# break/continue interaction with nested loops, try/finally and else
def search(grid, target):
    for r, row in enumerate(grid):
        for c, val in enumerate(row):
            if val == target:
                break
        else:
            continue
        return (r, c)
    return None
grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(search(grid, 5), search(grid, 9), search(grid, 10))
log = []
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        log.append(("body", i))
    finally:
        log.append(("finally", i))
print(log)
def loop_return():
    for i in range(5):
        try:
            return i
        finally:
            print("finally before return", i)
print(loop_return())
def finally_overrides():
    for i in range(3):
        try:
            break
        finally:
            print("finally in", i)
    return "done"
print(finally_overrides())
count = 0
for a in range(5):
    for b in range(5):
        if b > a:
            break
        if (a + b) % 2:
            continue
        count += 1
print("count", count)
i = 0
while i < 10:
    i += 1
    for j in range(i):
        if j == 2:
            break
    else:
        print("inner for completed for i =", i)
        continue
    if i > 5:
        break
print("i ended at", i)
def gen():
    for x in range(10):
        if x % 3 == 0:
            continue
        if x > 7:
            return
        yield x
print(list(gen()))
res = []
for x in range(3):
    for y in range(3):
        for z in range(3):
            if x + y + z == 4:
                res.append((x, y, z))
                break
print(res)
