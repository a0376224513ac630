# An exception leaving a for loop closes the loop's fresh generator
# before any handler runs (CPython frees it while unwinding).
def resource(name, n=5):
    print('open', name)
    try:
        for i in range(n):
            yield i
    finally:
        print('close', name)
try:
    for v in resource('a'):
        if v == 2:
            raise ValueError('stop at 2')
except ValueError as e:
    print('handler', e)
def inner():
    for v in resource('b'):
        if v == 1:
            return 1 / 0
def outer():
    try:
        inner()
    except ZeroDivisionError as e:
        print('outer caught', e)
        return 'recovered'
print(outer())
def nested():
    for x in resource('x', 2):
        for y in resource('y', 2):
            if x == 1:
                raise KeyError(x)
try:
    nested()
except KeyError as e:
    print('KeyError', e)
def with_finally():
    try:
        for v in resource('f'):
            raise RuntimeError('boom')
    finally:
        print('function finally')
try:
    with_finally()
except RuntimeError as e:
    print('caught', e)
it = resource('named')
try:
    for v in it:
        raise TypeError('t')
except TypeError:
    print('named not closed yet; next =', next(it))
it.close()
def tidy(name):
    try:
        yield name
        yield name * 2
    except GeneratorExit:
        print('GeneratorExit in', name)
        raise
try:
    for v in tidy('q'):
        print('got', v)
        [][1]
except IndexError as e:
    print('IndexError', e)
print('end')
