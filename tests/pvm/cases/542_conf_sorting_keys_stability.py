from functools import cmp_to_key
from operator import itemgetter, attrgetter
people = [('ann', 31, 'nyc'), ('bob', 25, 'sf'), ('cat', 31, 'la'), ('dan', 25, 'nyc'), ('eve', 40, 'sf')]
print(sorted(people, key=itemgetter(1)))
print(sorted(people, key=itemgetter(1, 0), reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[2])))
by_city = sorted(people, key=itemgetter(2))
print(sorted(by_city, key=itemgetter(1)))
def cmp(a, b):
    if a[1] != b[1]:
        return b[1] - a[1]
    return (a[0] > b[0]) - (a[0] < b[0])
print(sorted(people, key=cmp_to_key(cmp)))
class P:
    def __init__(self, name, age):
        self.name, self.age = name, age
    def __repr__(self):
        return f'{self.name}:{self.age}'
objs = [P(n, a) for n, a, _ in people]
print(sorted(objs, key=attrgetter('age', 'name')), min(objs, key=attrgetter('age')), max(objs, key=lambda o: len(o.name) + o.age))
nums = [3, -1, 4, -1, 5, -9, 2, 6, -5, 3]
print(sorted(nums, key=abs), sorted(nums, key=lambda x: (x % 3, x)), sorted(nums, reverse=True)[:3], sorted(set_like := list(dict.fromkeys(nums))))
words = 'The quick brown fox Jumps over the lazy dog'.split()
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=lambda w: (-len(w), w.lower())))
L = [5, 2, 8]
L.sort(reverse=True)
print(L, L.sort(), L)
mixed = [(1, 'b'), (1, 'a'), (0, 'z')]
mixed.sort(key=itemgetter(0))
print(mixed)
try:
    sorted([1, None, 2])
except TypeError as e:
    print('TypeError', e)
try:
    sorted([(1, 'a'), (1, 2)])
except TypeError as e:
    print('TypeError', e)
data = {'b': 3, 'a': 3, 'c': 1, 'd': 2}
print(sorted(data.items(), key=lambda kv: (-kv[1], kv[0])), sorted(data, key=data.get), max(data, key=data.get), min(data.values()))
print(sorted([2.5, 1, True, 0.5, False]), sorted(['10', '9', '100'], key=int), sorted(['b', 'a'], key=None), list(reversed(sorted('hello'))))
print(sorted([[3, 1], [2], [3, 0, 5], []]), sorted([(1, 2), (1,), ()]), sorted(range(10), key=lambda x: x % 2 == 0))
