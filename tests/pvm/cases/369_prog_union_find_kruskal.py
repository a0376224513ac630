# mini-program: union-find with path compression and Kruskal's minimum spanning tree
class DSU:
    def __init__(self, items):
        self.parent = {x: x for x in items}
        self.rank = {x: 0 for x in items}
        self.sets = len(self.parent)
    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root
    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.sets -= 1
        return True
    def groups(self):
        out = {}
        for x in self.parent:
            out.setdefault(self.find(x), []).append(x)
        return sorted(sorted(g) for g in out.values())
d = DSU("abcdefgh")
for a, b in ["ab", "cd", "ef", "ac", "gh", "bd"]:
    print(a, b, d.union(a, b), d.sets)
print(d.groups(), d.find("d") == d.find("a"), d.find("e") == d.find("g"))
edges = [(7, "A", "B"), (5, "A", "D"), (8, "B", "C"), (9, "B", "D"), (7, "B", "E"), (5, "C", "E"), (15, "D", "E"), (6, "D", "F"),
         (8, "E", "F"), (9, "E", "G"), (11, "F", "G")]
def kruskal(nodes, edges):
    dsu = DSU(nodes)
    tree = []
    for w, a, b in sorted(edges):
        if dsu.union(a, b):
            tree.append((a, b, w))
    return tree, sum(w for _, _, w in tree)
tree, cost = kruskal("ABCDEFG", edges)
print(tree, cost)
try:
    d.find("z")
except KeyError as e:
    print(type(e).__name__, e)
grid = ["##..#", "#..##", "..#..", "##..#"]
cells = [(r, c) for r in range(len(grid)) for c in range(len(grid[0])) if grid[r][c] == "#"]
islands = DSU(cells)
for r, c in cells:
    for dr, dc in ((0, 1), (1, 0)):
        if (r + dr, c + dc) in islands.parent:
            islands.union((r, c), (r + dr, c + dc))
print(islands.sets, [len(g) for g in islands.groups()])
