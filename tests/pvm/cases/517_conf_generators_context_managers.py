def gen():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print('gen caught', e)
        yield 'recovered'
    finally:
        print('gen finally')
g = gen(); print(next(g)); print(g.throw(ValueError('boom'))); g.close(); print('closed')
g = gen(); next(g); g.close()
def gen2():
    x = yield 'first'
    while True:
        x = yield f'got {x}'
g = gen2(); print(next(g), g.send(1), g.send('two'))
try:
    gen2().send(5)
except TypeError as e:
    print('TypeError', e)
def ret():
    yield 1
    return 'value'
g = ret(); next(g)
try:
    next(g)
except StopIteration as e:
    print('StopIteration', e.value, e.args)
def deleg():
    r = yield from ret()
    print('delegated result', r)
    yield r
print(list(deleg()))
def bad():
    yield 1
    raise StopIteration('x')
try:
    list(bad())
except RuntimeError as e:
    print('RuntimeError', e)
class Suppress:
    def __init__(self, *types): self.types = types
    def __enter__(self): print('enter'); return 'val'
    def __exit__(self, et, ev, tb):
        print('exit', et.__name__ if et else None, ev)
        return et is not None and issubclass(et, self.types)
with Suppress(KeyError) as v:
    print('inside', v); {}['k']
print('after suppressed')
try:
    with Suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print('propagated', e)
with Suppress(KeyError), Suppress(IndexError):
    [][0]
gen_exp = (x * x for x in range(3))
print(sum(gen_exp), sum(gen_exp), list(gen_exp))
