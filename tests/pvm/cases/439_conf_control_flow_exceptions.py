def ret_in_finally():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"
print(ret_in_finally())
def override():
    try:
        return "try"
    finally:
        print("cleanup before return")
print(override())
def brk():
    for i in range(3):
        try:
            raise KeyError(i)
        finally:
            if i == 0:
                break
    return i
print(brk())
def nested():
    log = []
    try:
        try:
            log.append("inner try")
            raise ValueError("v")
        except ValueError:
            log.append("inner except")
            raise TypeError("t")
        finally:
            log.append("inner finally")
    except TypeError as e:
        log.append(f"outer caught {e!r} ctx={e.__context__!r}")
    finally:
        log.append("outer finally")
    return log
for line in nested():
    print(line)
try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    try:
        1 / 0
    except 5:
        pass
except TypeError as e:
    print("TypeError:", e)
class BadExit:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise RuntimeError("exit failed")
try:
    with BadExit():
        raise ValueError("body")
except RuntimeError as e:
    print("RuntimeError:", e, "context:", repr(e.__context__))
class BadRepr:
    def __repr__(self):
        raise ValueError("repr broke")
try:
    print([BadRepr()])
except ValueError as e:
    print("ValueError:", e)
def gen():
    yield 1
    raise LookupError("gen failed")
try:
    print([x for x in gen()])
except LookupError as e:
    print("LookupError:", e)
try:
    raise ValueError("a") from KeyError("b")
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__)
try:
    try:
        raise ValueError("x")
    except ValueError:
        raise TypeError("y") from None
except TypeError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
e = ValueError("msg", 42)
print(e.args, str(e), repr(e))
e.args = ("changed",)
print(str(e))
class WithInit(Exception):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
w = WithInit("first", "second")
print(w.args, str(w), w.b, repr(w))
try:
    raise WithInit("x", "y")
except Exception as ex:
    print(type(ex).__name__, ex, isinstance(ex, WithInit))
exc = None
try:
    {}["k"]
except KeyError as exc2:
    exc = exc2
print(repr(exc), exc.args)
def loop_else(items, target):
    for i in items:
        if i == target:
            break
    else:
        return "not found"
    return f"found at {items.index(target)}"
print(loop_else([1, 2], 2), loop_else([1, 2], 3))
try:
    pass
except Exception:
    print("never")
else:
    print("try else ran")
