import string, itertools, functools, operator, json, collections, dataclasses, enum
print(string.Template('$a and ${b}s $$').substitute(a=1, b='x'), string.Template('$a $z').safe_substitute(a=1), string.capwords(' hello   world '))
try:
    string.Template('$a').substitute()
except KeyError as e:
    print('KeyError', e)
print(string.Formatter().format('{0}-{x}', 1, x=2), list(string.Formatter().parse('a{0:>3}b{x!r}')))
print(list(itertools.accumulate([1, 2, 3], initial=10)), list(itertools.pairwise('abcd')), list(itertools.batched('abcde', 2)) if hasattr(itertools, 'batched') else 'nb', list(itertools.zip_longest('ab', 'c', fillvalue='-')), list(itertools.islice(itertools.count(5, 2), 3)), list(itertools.compress('abc', [1, 0, 1])), list(itertools.starmap(pow, [(2, 3)])), [list(g) for k, g in itertools.groupby('aabbbc')], list(itertools.product('ab', repeat=2)), list(itertools.combinations_with_replacement('ab', 2)), list(itertools.permutations(range(3), 2))[:3], list(itertools.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 2, 5, 1])), list(itertools.filterfalse(None, [0, 1])), list(itertools.chain.from_iterable(['ab', 'c'])), [list(t) for t in itertools.tee('ab', 2)], list(itertools.repeat('x', 2)))
class C:
    def __init__(self): self.n = 0
    @functools.cached_property
    def val(self):
        self.n += 1
        return self.n * 10
c = C(); print(c.val, c.val, c.n)
p = functools.partial(int, base=2); print(p('101'), p.func.__name__, p.keywords, functools.reduce(operator.add, [1, 2, 3], 10))
@functools.lru_cache(maxsize=2)
def sq(x): return x * x
print(sq(2), sq(3), sq(2), sq.cache_info())
print(operator.attrgetter('real', 'imag')(5), operator.itemgetter(1, 0)('ab'), operator.methodcaller('upper')('x'), operator.itemgetter(slice(1, None))([1, 2, 3]), operator.index(5), operator.neg(3), operator.truth([]), operator.contains([1], 1), operator.concat('a', 'b'))
print(json.dumps({'b': 1, 'a': [1.5, None, True, 'é']}, sort_keys=True, indent=2), json.dumps('é\n', ensure_ascii=False), json.dumps([1, 2], separators=(',', ':')), json.dumps(float('inf')), json.loads('{"a": NaN}'), json.dumps({1: 2, True: 3, None: 4, 1.5: 5}))
try:
    json.dumps(float('nan'), allow_nan=False)
except ValueError as e:
    print('ValueError', e)
try:
    json.dumps({(1,): 2})
except TypeError as e:
    print('TypeError', e)
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=1), json.loads('[1e2, -0, 0.5, "\\u00e9\\ud83d\\ude00"]'), json.dumps('😀'))
Point = collections.namedtuple('Point', 'x y', defaults=[0])
pt = Point(1); print(pt, pt._replace(y=5), pt._asdict(), Point._fields, Point._field_defaults, Point._make([3, 4]), pt == (1, 0), pt.x)
try:
    Point(1, 2, 3)
except TypeError as e:
    print('TypeError', e)
cnt = collections.Counter('abracadabra'); print(cnt.most_common(2), cnt['z'], cnt.total(), (cnt - collections.Counter('aaa')).most_common(1), sorted(cnt.elements())[:4], cnt + collections.Counter(z=1) == cnt)
dq = collections.deque([1, 2, 3], maxlen=3); dq.append(4); dq.appendleft(0); dq.rotate(1); print(dq, dq.maxlen, dq.count(1), dq.index(2) if 2 in dq else -1)
od = collections.OrderedDict(a=1, b=2); od.move_to_end('a'); print(od, od.popitem(last=False), list(od))
dd = collections.defaultdict(list); dd['x'].append(1); print(dd, dict(dd), dd.default_factory.__name__)
cm = collections.ChainMap({'a': 1}, {'a': 2, 'b': 3}); print(cm['a'], cm['b'], len(cm), dict(cm)) if hasattr(collections, 'ChainMap') else print('nochain')
@dataclasses.dataclass(order=True, frozen=True)
class Item:
    price: float
    name: str = dataclasses.field(compare=False, default='?')
    tags: list = dataclasses.field(default_factory=list, repr=False)
i = Item(2.5, 'pen'); print(i, i < Item(3.0), dataclasses.asdict(i), dataclasses.astuple(i), dataclasses.replace(i, price=1.0), [f.name for f in dataclasses.fields(i)])
try:
    i.price = 3
except dataclasses.FrozenInstanceError as e:
    print('Frozen', e)
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    ALIAS = 1
class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1
print(Color(1), Color['GREEN'], list(Color), Color.ALIAS is Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Perm.R | Perm.W, repr(Perm.R | Perm.W), Perm(7), Perm.R in (Perm.R | Perm.X), int(Perm.W), format(Color.RED), f'{Perm.R}', str(Perm(0)))
try:
    Color(5)
except ValueError as e:
    print('ValueError', e)
class S(enum.StrEnum):
    A = enum.auto()
    B = 'bee'
print(S.A, S.B == 'bee', repr(S.A), list(S), enum.IntEnum('N', 'ONE TWO').TWO.value)
