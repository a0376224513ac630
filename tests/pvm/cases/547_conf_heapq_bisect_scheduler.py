import heapq, bisect
tasks = []
for prio, name in [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'coffee'), (5, 'ship')]:
    heapq.heappush(tasks, (prio, name))
print(tasks[0], len(tasks), heapq.nsmallest(2, tasks), heapq.nlargest(2, tasks))
order = []
while tasks:
    order.append(heapq.heappop(tasks))
print(order)
nums = [9, 4, 7, 1, 8, 2]
heapq.heapify(nums)
print(nums[0], heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 10), sorted(nums))
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])), list(heapq.merge(['b', 'd'], ['a', 'c'], key=str)), heapq.nlargest(3, 'hello', key=ord))
class Job:
    def __init__(self, name, at):
        self.name, self.at = name, at
    def __lt__(self, other):
        return self.at < other.at
    def __repr__(self):
        return f'{self.name}@{self.at}'
h = []
for j in [Job('a', 5), Job('b', 1), Job('c', 3)]:
    heapq.heappush(h, j)
print([heapq.heappop(h) for _ in range(3)])
grades = [60, 70, 80, 90]
def grade(score):
    return 'FDCBA'[bisect.bisect(grades, score)]
print([grade(s) for s in [33, 60, 69, 70, 85, 90, 100]])
sl = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(sl, x)
print(sl, bisect.bisect_left(sl, 5), bisect.bisect_right(sl, 5), bisect.bisect_left(sl, 0), bisect.bisect(sl, 100))
print(bisect.bisect_left(sl, 4, 3, 5), bisect.bisect_left([(1, 'a'), (2, 'b')], (2,)))
recs = [('ann', 30), ('bob', 25), ('cat', 35)]
recs.sort(key=lambda r: r[1])
ages = [r[1] for r in recs]
print(recs[bisect.bisect_left(ages, 30)], bisect.bisect_left(recs, 30, key=lambda r: r[1]))
bisect.insort(recs, ('dan', 28), key=lambda r: r[1])
print(recs)
try:
    heapq.heappop([])
except IndexError as e:
    print('IndexError', e)
try:
    heapq.heappush([], 1, 2)
except TypeError as e:
    print('TypeError', e)
