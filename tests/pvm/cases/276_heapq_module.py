# heapq: push/pop, heapify, nlargest/nsmallest, merge, replace, pushpop, priority queues
import heapq
h = []
for v in [5, 1, 8, 3, 9, 2, 7]:
    heapq.heappush(h, v)
print(h, h[0])
print([heapq.heappop(h) for _ in range(len(h))], h)
data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heapq.heapify(data)
print(data, data[0])
print(heapq.heappushpop(data, -1), heapq.heappushpop(data, 100), data[0])
print(heapq.heapreplace(data, 50), data[0], len(data))
nums = [15, 3, 99, 42, 7, 56, 3, 21]
print(heapq.nlargest(3, nums), heapq.nsmallest(3, nums), heapq.nlargest(0, nums), heapq.nsmallest(10, [2, 1]))
words = ["kiwi", "banana", "fig", "cherry", "apple"]
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(2, words, key=lambda w: w[-1]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 6, 9])), list(heapq.merge("ace", "bdf")))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)), list(heapq.merge(["bb", "a"], ["ccc"], key=len)))
tasks = []
counter = 0
for prio, name in [(3, "write"), (1, "plan"), (2, "code"), (1, "coffee"), (3, "test")]:
    heapq.heappush(tasks, (prio, counter, name))
    counter += 1
print([heapq.heappop(tasks)[2] for _ in range(len(tasks))])
for call in [lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush([1], "a"), lambda: heapq.heapify(5)]:
    try:
        call()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
maxheap = []
for v in [3, 1, 4, 1, 5]:
    heapq.heappush(maxheap, -v)
print([-heapq.heappop(maxheap) for _ in range(3)])
def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dict(sorted(dist.items()))
g = {"A": [("B", 4), ("C", 1)], "C": [("B", 2), ("D", 7)], "B": [("D", 1)], "D": []}
print(dijkstra(g, "A"))
def kth_smallest(rows, k):
    return heapq.nsmallest(k, (x for row in rows for x in row))[-1]
print(kth_smallest([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 8))
