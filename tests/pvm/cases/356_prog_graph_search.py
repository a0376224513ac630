# mini-program: graph algorithms on a small map - BFS, DFS, Dijkstra, topological sort, components
import heapq
from collections import deque, defaultdict
edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11),
         ("G", "H", 1)]
graph = defaultdict(list)
for a, b, w in edges:
    graph[a].append((b, w))
    graph[b].append((a, w))
def bfs(start):
    seen, order, q = [start], [], deque([start])
    while q:
        n = q.popleft()
        order.append(n)
        for m, _ in sorted(graph[n]):
            if m not in seen:
                seen.append(m)
                q.append(m)
    return order
def dfs(start, seen=None):
    seen = [] if seen is None else seen
    seen.append(start)
    for m, _ in sorted(graph[start]):
        if m not in seen:
            dfs(m, seen)
    return seen
def dijkstra(src):
    dist, prev = {src: 0}, {}
    pq = [(0, src)]
    while pq:
        d, n = heapq.heappop(pq)
        if d > dist[n]:
            continue
        for m, w in graph[n]:
            if d + w < dist.get(m, float("inf")):
                dist[m] = d + w
                prev[m] = n
                heapq.heappush(pq, (d + w, m))
    return dist, prev
def path(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]
print(bfs("A"), dfs("A"))
dist, prev = dijkstra("A")
print(dict(sorted(dist.items())), path(prev, "F"), path(prev, "D"))
def components():
    seen, comps = [], []
    for n in sorted(graph):
        if n not in seen:
            comp = dfs(n, [])
            seen.extend(comp)
            comps.append(sorted(comp))
    return comps
print(components())
deps = {"app": ["lib", "utils"], "lib": ["core"], "utils": ["core", "log"], "core": [], "log": [], "tests": ["app"]}
def topo(deps):
    indeg = {n: 0 for n in deps}
    for n, ds in deps.items():
        for d in ds:
            indeg[n] += 1
    users = defaultdict(list)
    for n, ds in deps.items():
        for d in ds:
            users[d].append(n)
    ready = sorted(n for n, k in indeg.items() if k == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for u in sorted(users[n]):
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
        ready.sort()
    if len(order) != len(deps):
        raise ValueError("cycle detected")
    return order
print(topo(deps))
deps["core"] = ["tests"]
try:
    topo(deps)
except ValueError as e:
    print(type(e).__name__, e)
