from collections import Counter, deque, defaultdict, OrderedDict, namedtuple, ChainMap
text = 'it was the best of times it was the worst of times'
c = Counter(text.split())
print(c.most_common(3), c['times'], c['nope'], len(c), sum(c.values()), c.total())
c.update(['best', 'best'])
c.subtract({'it': 5})
print(c['best'], c['it'], +c == Counter({k: v for k, v in c.items() if v > 0}), sorted((-c)))
a, b = Counter(a=3, b=1), Counter(a=1, b=2, c=4)
print(a + b, a - b, b - a, a & b, a | b, a == Counter(b=1, a=3), Counter('aab') <= Counter('aabb') if hasattr(Counter, '__le__') else '')
print(sorted(Counter('hello').elements()), Counter({'x': 0, 'y': -1}), list(Counter('cab')), Counter(['a', 'b', 'a']).most_common())
dq = deque(range(5))
dq.rotate(2)
print(dq)
dq.rotate(-3)
print(dq, dq[0], dq[-1], len(dq), 3 in dq)
dq.extendleft('ab')
print(dq, dq.popleft(), dq.pop(), dq)
window = deque(maxlen=3)
for x in range(6):
    window.append(x)
    print(list(window), sum(window) / len(window))
try:
    deque().pop()
except IndexError as e:
    print('IndexError', e)
dq2 = deque([1, 2, 3])
dq2.remove(2)
dq2.insert(1, 9)
print(dq2, dq2.index(9), dq2.count(1), list(reversed(dq2)), dq2 == deque([1, 9, 3]), deque('ab') + deque('c'), deque([1]) * 3)
graph = defaultdict(list)
for src, dst in [('a', 'b'), ('a', 'c'), ('b', 'c'), ('c', 'a')]:
    graph[src].append(dst)
print(dict(graph), graph['zzz'], len(graph))
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
print({k: dict(v) for k, v in nested.items()})
od = OrderedDict()
for k in 'dbca':
    od[k] = ord(k)
od.move_to_end('d')
od.move_to_end('a', last=False)
print(list(od), od.popitem(), od.popitem(last=False), od, od == OrderedDict([('b', 98), ('c', 99)]))
Emp = namedtuple('Emp', ['name', 'dept', 'salary'])
staff = [Emp('ann', 'eng', 120), Emp('bob', 'ops', 90), Emp('cat', 'eng', 110)]
by_dept = defaultdict(list)
for e in staff:
    by_dept[e.dept].append(e.name)
print(dict(by_dept), max(staff, key=lambda e: e.salary).name, staff[0]._replace(salary=1), Emp._make(['x', 'y', 0]), staff[1]._asdict())
try:
    namedtuple('Bad', ['ok', 'class'])
except ValueError as e:
    print('ValueError', e)
cm = ChainMap({'user': 'ann'}, {'user': 'default', 'theme': 'dark'})
print(cm['user'], cm['theme'], dict(cm), cm.maps[1]['user'], 'theme' in cm, len(cm))
