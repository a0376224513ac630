# uncaught KeyError whose key is a tuple and a string with quotes
print(repr(KeyError((1, 2))), str(KeyError((1, 2))), str(KeyError("k")), str(KeyError(3)))
grid = {(0, 0): "start", (0, 1): "wall", (1, 1): "goal"}
def cell(r, c):
    return grid[(r, c)]
print(cell(0, 0), cell(1, 1))
names = {"it's": 1}
print(names["it's"])
try:
    names["don't"]
except KeyError as e:
    print("handled", e, repr(e))
path = [(0, 0), (0, 1), (1, 1), (2, 1)]
def neighbours(r, c):
    return [(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0)) if (r + dr, c + dc) in grid]
print(neighbours(0, 0), neighbours(0, 1), neighbours(1, 1))
print(sorted(grid), len(grid))
for step in path:
    print(step, cell(*step))
print("unreachable")
