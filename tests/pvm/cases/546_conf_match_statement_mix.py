from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Circle:
    center: Point
    r: float
def describe(obj):
    match obj:
        case None:
            return 'nothing'
        case bool(b):
            return f'bool {b}'
        case int(n) if n < 0:
            return f'negative int {n}'
        case int() | float() as num:
            return f'number {num!r}'
        case str(s) if not s:
            return 'empty string'
        case str(s):
            return f'string of {len(s)}'
        case []:
            return 'empty list'
        case [x]:
            return f'singleton {x!r}'
        case [first, *rest] if len(rest) > 2:
            return f'long list starting {first!r} (+{len(rest)})'
        case (a, b):
            return f'pair {a!r},{b!r}'
        case {'type': 'user', 'name': str(name), **extra}:
            return f'user {name} extra={sorted(extra)}'
        case {'type': t}:
            return f'typed {t}'
        case Point(x=0, y=0):
            return 'origin'
        case Point(x=0, y=y) | Point(x=y, y=0):
            return f'on axis at {y}'
        case Point(x, y) if x == y:
            return f'diagonal {x}'
        case Circle(Point(x, y), r) if r > 10:
            return f'big circle at {x},{y}'
        case Circle(center=c, r=r):
            return f'circle r={r} at {c}'
        case _:
            return f'other {type(obj).__name__}'
for v in [None, True, -5, 7, 2.5, '', 'hey', [], [1], [1, 2], (1, 2, 3, 4), {'type': 'user', 'name': 'ann', 'age': 3}, {'type': 'admin'}, {'x': 1}, Point(0, 0), Point(0, 4), Point(3, 0), Point(2, 2), Point(1, 2), Circle(Point(1, 1), 20), Circle(Point(0, 0), 1.5), b'x']:
    print(repr(v), '->', describe(v))
def command(line):
    match line.split():
        case ['go', ('north' | 'south' | 'east' | 'west') as d]:
            return f'going {d}'
        case ['take', *items] if items:
            return 'taking ' + ' and '.join(items)
        case ['quit' | 'exit']:
            return 'bye'
        case [cmd, *_]:
            return f'unknown {cmd!r}'
        case []:
            return 'empty'
for line in ['go north', 'go up', 'take sword shield', 'take', 'exit', '', 'dance wildly']:
    print(repr(line), command(line))
