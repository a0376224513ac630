# the built-in exception hierarchy: bases, isinstance relations, catching by base class
names = [ArithmeticError, AssertionError, AttributeError, BufferError, EOFError, FloatingPointError, GeneratorExit,
         ImportError, ModuleNotFoundError, IndexError, KeyError, KeyboardInterrupt, LookupError, MemoryError, NameError,
         NotImplementedError, OSError, OverflowError, RecursionError, ReferenceError, RuntimeError, StopAsyncIteration,
         StopIteration, SyntaxError, IndentationError, TabError, SystemError, SystemExit, TypeError, UnboundLocalError,
         UnicodeError, UnicodeDecodeError, UnicodeEncodeError, UnicodeTranslateError, ValueError, ZeroDivisionError,
         Warning, UserWarning, DeprecationWarning, RuntimeWarning, Exception, BaseException]
for cls in names:
    print(cls.__name__, "->", " > ".join(c.__name__ for c in cls.__mro__[1:]))
print(issubclass(KeyError, LookupError), issubclass(IndexError, LookupError), issubclass(UnicodeDecodeError, ValueError))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(OverflowError, ArithmeticError), issubclass(RecursionError, RuntimeError))
print(issubclass(NotImplementedError, RuntimeError), issubclass(UnboundLocalError, NameError), issubclass(ModuleNotFoundError, ImportError))
print(issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception), issubclass(KeyboardInterrupt, Exception), issubclass(SystemExit, BaseException))
def classify(exc):
    try:
        raise exc
    except LookupError:
        return "lookup"
    except ArithmeticError:
        return "arithmetic"
    except (TypeError, ValueError):
        return "type-or-value"
    except Exception:
        return "other exception"
    except BaseException:
        return "base only"
for e in [KeyError("k"), IndexError(), ZeroDivisionError(), OverflowError(), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"),
          TypeError(), RuntimeError(), GeneratorExit(), KeyboardInterrupt(), StopIteration(), AssertionError()]:
    print(type(e).__name__, "->", classify(e))
try:
    try:
        raise KeyboardInterrupt
    except Exception:
        print("not reached")
except BaseException as e:
    print("BaseException handler got", type(e).__name__)
print(isinstance(OSError(), Exception), OSError.__name__, IOError is OSError, EnvironmentError is OSError)
