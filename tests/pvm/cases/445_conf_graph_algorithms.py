import heapq
from collections import defaultdict, deque

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(graph[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

def path(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]

dist, prev = dijkstra("A")
for node in sorted(dist):
    print(node, dist[node], "->".join(path(prev, node)))

def bfs(start):
    seen, order, q = {start: 0}, [], deque([start])
    while q:
        u = q.popleft()
        order.append(u)
        for v, _ in sorted(graph[u]):
            if v not in seen:
                seen[v] = seen[u] + 1
                q.append(v)
    return order, seen
print(bfs("F"))

def dfs(u, seen=None):
    seen = [] if seen is None else seen
    seen.append(u)
    for v, _ in sorted(graph[u], reverse=True):
        if v not in seen:
            dfs(v, seen)
    return seen
print(dfs("A"))

deps = {"app": ["lib", "utils"], "lib": ["core"], "utils": ["core", "fmt"], "core": [], "fmt": [], "test": ["app"]}
def topo(deps):
    indeg = {k: 0 for k in deps}
    for k, vs in deps.items():
        for v in vs:
            indeg[k] += 1
    users = defaultdict(list)
    for k, vs in deps.items():
        for v in vs:
            users[v].append(k)
    ready = sorted(k for k, d in indeg.items() if d == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for u in sorted(users[n]):
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
        ready.sort()
    if len(out) != len(deps):
        raise ValueError("cycle detected")
    return out
print(topo(deps))
deps["core"] = ["test"]
try:
    topo(deps)
except ValueError as e:
    print("ValueError:", e)
mst, seen = [], ["A"]
pq = [(w, "A", v) for v, w in graph["A"]]
heapq.heapify(pq)
while pq and len(seen) < len(graph):
    w, u, v = heapq.heappop(pq)
    if v in seen:
        continue
    seen.append(v)
    mst.append((u, v, w))
    for x, wx in graph[v]:
        if x not in seen:
            heapq.heappush(pq, (wx, v, x))
print(mst, sum(w for *_, w in mst))
