def f(a, b, c=1): pass
def g(*, k): pass
def h(a, /, b): pass
class C:
    def m(self, x): pass
N = None
FIVE = 5
S = 'abc'
tests = [
    lambda: f(1), lambda: f(1, 2, 3, 4), lambda: f(1, 2, d=5), lambda: f(1, 2, a=3), lambda: g(1), lambda: g(),
    lambda: h(a=1, b=2), lambda: C().m(), lambda: C().m(1, 2), lambda: C.m(1),
    lambda: {}[[1]], lambda: {[1]: 2}, lambda: hash([]), lambda: hash({}),
    lambda: 1 + 'a', lambda: 'a' + 1, lambda: [1] + (2,), lambda: 1 < 'a', lambda: [] < {}, lambda: N + 1, lambda: -'a', lambda: ~1.5,
    lambda: N[0], lambda: FIVE[0], lambda: N(), lambda: S(), lambda: len(5), lambda: iter(5), lambda: next([]),
    lambda: [1, 2][5], lambda: (1,)[-3], lambda: 'ab'[9], lambda: {'a': 1}['b'], lambda: [].pop(), lambda: {}.popitem(), lambda: [1].index(7), lambda: 'abc'.index('z'),
    lambda: (1).foo, lambda: C().zz, lambda: C.zz, lambda: N.x, lambda: 'a'.foo,
    lambda: int('x'), lambda: [1, 2, 3].remove(9), lambda: list(range(3))[1:2:0], lambda: 'a' * 'b', lambda: [1] * 1.5,
    lambda: undefined_name, lambda: setattr(1, 'x', 2), lambda: object().__dict__,
    lambda: (lambda x: x)(), lambda: sorted([1, 'a']), lambda: max([]), lambda: min(1), lambda: dict([1, 2]), lambda: dict([(1, 2, 3)]),
    lambda: a_tuple_unpack(), lambda: ''.join([1, 2]), lambda: 'x'.join('ab', 'c'), lambda: divmod('a', 1), lambda: abs('a'), lambda: round('a'),
    lambda: chr(-1), lambda: chr(0x110000), lambda: ord('ab'), lambda: ord(''), lambda: 'a'.encode('nope'), lambda: b'\xff'.decode(),
]
def a_tuple_unpack():
    a, b = [1, 2, 3]
for i, t in enumerate(tests):
    try:
        t()
        print(i, 'no error')
    except Exception as e:
        print(i, type(e).__name__, e)
def unpack2():
    a, b, c = (1, 2)
try:
    unpack2()
except ValueError as e:
    print(e)
try:
    x, = []
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
