# SystemExit and other BaseExceptions are not caught by `except Exception`.
def guarded(fn):
    try:
        fn()
        return 'ok'
    except Exception as e:
        return 'Exception ' + type(e).__name__
    except BaseException as e:
        return 'BaseException ' + type(e).__name__
def g():
    yield 1
gen = g()
next(gen)
print(guarded(lambda: exit(2)))
print(guarded(lambda: quit()))
print(guarded(lambda: 1 / 0))
print(guarded(gen.close))
print(guarded(lambda: gen.throw(GeneratorExit)))
print(issubclass(SystemExit, Exception), issubclass(KeyboardInterrupt, Exception), issubclass(GeneratorExit, BaseException))
print(SystemExit.__mro__)
class Stop(SystemExit):
    pass
try:
    raise Stop(7)
except SystemExit as e:
    print(type(e).__name__, e.code)
e = SystemExit()
print(repr(e.code), e.args, repr(SystemExit('a').code))
