class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(code, msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[1]}"
class Quiet(Exception):
    def __repr__(self):
        return "Quiet!"
e = AppError(404, "not found")
print(str(e), repr(e), e.args, e.code)
print(repr(Quiet('x')), str(Quiet('x')), str(Quiet()), repr(ValueError()), repr(ValueError('a', 2)), str(ValueError('a', 2)))
print(repr(KeyError('k')), str(KeyError('k')), str(KeyError()), str(KeyError('a', 'b')))
def f():
    try:
        {}['missing']
    except KeyError as k:
        raise ValueError('bad') from k
try:
    f()
except ValueError as v:
    print(type(v.__cause__).__name__, v.__cause__, v.__suppress_context__, type(v.__context__).__name__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError('inner')
except TypeError as t:
    print(type(t.__context__).__name__, t.__cause__, t.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError('inner') from None
except TypeError as t:
    print(type(t.__context__).__name__, t.__cause__, t.__suppress_context__)
def fin():
    try:
        return 'try'
    finally:
        return 'finally'
def fin2():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print('fin', i)
    return i
print(fin(), fin2())
def swallow():
    try:
        raise ValueError
    finally:
        return 'swallowed'
print(swallow())



try:
    assert 1 > 2, "math is broken: %d" % 3
except AssertionError as a:
    print('AssertionError', a, a.args)
try:
    assert False
except AssertionError as a:
    print(repr(a), a.args)
e = Exception('note me')
e.add_note('first note')
print(e.__notes__)
class Multi(Exception):
    pass
try:
    raise Multi
except Multi as m:
    print(repr(m), m.args)
try:
    raise ValueError
except ValueError as m:
    print(repr(m))
print(issubclass(KeyError, LookupError), issubclass(UnicodeDecodeError, ValueError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(NotImplementedError, RuntimeError), issubclass(RecursionError, RuntimeError), issubclass(ModuleNotFoundError, ImportError), issubclass(StopAsyncIteration, Exception), issubclass(GeneratorExit, Exception))
print(KeyError.__mro__)
print(OSError.__name__, IndentationError.__mro__[1].__name__, TabError.__base__.__name__)
