from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, KW_ONLY
@dataclass
class Base:
    id: int
    tags: list = field(default_factory=list)
@dataclass
class User(Base):
    name: str = 'anon'
    email: str = ''
    def __post_init__(self):
        self.email = self.email or f'{self.name}@example.com'
u = User(1, ['a'], 'ann')
print(u, asdict(u), astuple(u), [f.name for f in fields(u)])
print(User(2), User(3, name='bob') == User(3, [], 'bob', 'bob@example.com'))
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default='', compare=False)
    def __str__(self):
        return f'{self.major}.{self.minor}.{self.patch}' + (f'-{self.label}' if self.label else '')
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9, label='beta'), Version(1, 2, label='rc')]
print(sorted(vs), [str(v) for v in sorted(vs)], max(vs), Version(1, 2) == Version(1, 2, 0, 'x'))
@dataclass(frozen=True)
class Point:
    x: float
    y: float
    def moved(self, dx, dy):
        return replace(self, x=self.x + dx, y=self.y + dy)
p = Point(1.0, 2.0)
print(p.moved(1, 1), p, hash(p) == hash(Point(1.0, 2.0)), {p: 1}[Point(1.0, 2.0)])
try:
    p.x = 5
except Exception as e:
    print(type(e).__name__, e)
@dataclass
class WithInit:
    a: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.a *= scale
print(WithInit(3, 4), WithInit(3))
@dataclass
class KW:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3
print(KW(1, c=9), KW(1))
try:
    KW(1, 2)
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass
    class Mut:
        items: list = []
except ValueError as e:
    print('ValueError', e)
@dataclass(repr=False, eq=False)
class Plain:
    v: int
print(Plain(1) == Plain(1), Plain(1).v)
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
tree = Node(1, [Node(2), Node(3, [Node(4)])])
print(tree)
print(asdict(tree))
try:
    User()
except TypeError as e:
    print('TypeError', e)
