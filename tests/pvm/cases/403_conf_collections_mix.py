from collections import namedtuple, Counter, deque, defaultdict, OrderedDict, ChainMap

Point = namedtuple("Point", ["x", "y"])
P3 = namedtuple("P3", "x y z", defaults=[0])
p = Point(1, 2)
print(p, p.x, p[1], p._asdict(), p._replace(x=5), Point._fields, Point._make([3, 4]))
print(P3(1, 2), P3._field_defaults)
x, y = p
print(x + y, p == (1, 2), len(p), p.index(2), p.count(1))
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
c = Counter("abracadabra")
print(c, c.most_common(2), c["z"], sorted(c.elements()))
c2 = Counter(a=1, b=5)
print(c + c2, c - c2, c & c2, c | c2)
c.update("aaa")
c.subtract({"b": 10})
print(c, c.total(), +c, -c)
print(Counter([1, 2, 2, 3, 3, 3]).most_common())
d = deque([1, 2, 3], maxlen=5)
d.append(4); d.appendleft(0); d.append(5)
print(d, d.maxlen)
d.rotate(2)
print(d)
d.rotate(-1)
print(d, d.popleft(), d.pop(), d)
d.extendleft([10, 20])
print(d, list(reversed(d)), d.index(10), d.count(20), d[0], d[-1])
d2 = deque()
try:
    d2.pop()
except IndexError as e:
    print("IndexError:", e)
dd = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
print(dd, dict(dd), dd.default_factory)
di = defaultdict(int)
for ch in "hello":
    di[ch] += 1
print(di)
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
od.move_to_end("e", last=False)
print(od, list(od))
print(od.popitem(), od.popitem(last=False))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), sorted(cm.keys()))
print(repr(Counter()), repr(deque()), repr(OrderedDict()))
class Emp(namedtuple("Emp", "name salary")):
    __slots__ = ()
    @property
    def monthly(self):
        return self.salary / 12
e = Emp("bob", 1200)
print(e, e.monthly)
