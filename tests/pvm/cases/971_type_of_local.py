# type(x) of a local: the real class, whatever __class__ says, and the
# global `type` looked up each time.

class Meta(type):
    pass


class Plain:
    pass


class WithMeta(metaclass=Meta):
    pass


class Liar:
    @property
    def __class__(self):
        return int


class MyInt(int):
    pass


def kinds():
    for x in (1, True, 2.5, None, 'a', b'b', (1,), [2], {3: 4}, range(2),
              Plain(), WithMeta(), Plain, WithMeta, Liar(), MyInt(7), len, kinds):
        t = type(x)
        print(t.__name__, t is x.__class__, type(t).__name__)


def uses():
    values = [3, 'x', 4.0, None, [1]]
    counts = {}
    for v in values:
        name = type(v).__name__
        counts[name] = counts.get(name, 0) + 1
        if type(v) is int or type(v) == float:
            print('number', v)
    print(sorted(counts.items()))


def unbound():
    try:
        print(type(y))
    except UnboundLocalError as e:
        print('UnboundLocalError', e)
    y = 1
    return y


def shadowed():
    type = lambda v: 'shadowed %r' % (v,)
    x = 5
    return type(x)


def rebound_global():
    global type
    x = 5
    saved = type
    type = lambda v: 'global %r' % (v,)
    try:
        print(type(x))
    finally:
        type = saved
    print(type(x))


def three_args():
    name = 'Made'
    t = type(name, (Plain,), {'k': 1})
    print(t.__name__, t.k, type(t).__name__)
    try:
        x = 1
        type()
    except TypeError as e:
        print('TypeError', e)


kinds()
uses()
unbound()
print(shadowed())
rebound_global()
three_args()
