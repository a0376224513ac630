# walking __cause__ / __context__ chains and __suppress_context__
def chain(e):
    out = []
    while e is not None:
        how = "cause" if e.__cause__ is not None else ("context" if (e.__context__ is not None and not e.__suppress_context__) else "end")
        out.append(f"{type(e).__name__}({e}) via {how}")
        e = e.__cause__ if e.__cause__ is not None else (None if e.__suppress_context__ else e.__context__)
    return out
def level3():
    raise KeyError("deep key")
def level2():
    try:
        level3()
    except KeyError as e:
        raise ValueError("bad value") from e
def level1():
    try:
        level2()
    except ValueError:
        raise RuntimeError("runtime failure")
try:
    level1()
except RuntimeError as e:
    for line in chain(e):
        print(line)
def suppressed():
    try:
        level2()
    except ValueError:
        raise TypeError("clean") from None
try:
    suppressed()
except TypeError as e:
    print(chain(e), e.__context__ is not None, e.__suppress_context__)
def context_then_cause():
    try:
        1 / 0
    except ZeroDivisionError:
        try:
            [][1]
        except IndexError as ie:
            raise OverflowError("top") from ie
try:
    context_then_cause()
except OverflowError as e:
    print(chain(e))
    print(type(e.__cause__.__context__).__name__)
e = ValueError("manual")
e.__context__ = KeyError("ctx")
print(chain(e))
e.__cause__ = TypeError("cause")
print(chain(e), e.__suppress_context__)
try:
    raise ValueError("x") from None
except ValueError as err:
    print(err.__cause__, err.__suppress_context__, err.__context__)
try:
    try:
        raise KeyError("a")
    except KeyError as inner:
        inner_ref = inner
        raise
except KeyError as outer:
    print(outer is inner_ref, outer.__context__)
def same_exception_twice():
    err = ValueError("reused")
    try:
        raise err
    except ValueError:
        try:
            raise err
        except ValueError as e2:
            return e2.__context__
print(same_exception_twice())
