# raise ... from ..., implicit chaining, suppression with from None
class AppError(Exception):
    pass
def load(key):
    data = {"a": 1}
    try:
        return data[key]
    except KeyError as e:
        raise AppError(f"no such key {key!r}") from e
try:
    load("b")
except AppError as e:
    print(type(e).__name__, e)
    print(" cause:", type(e.__cause__).__name__, e.__cause__)
    print(" context is cause:", e.__context__ is e.__cause__, e.__suppress_context__)
def implicit():
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("during handling")
try:
    implicit()
except ValueError as e:
    print(type(e).__name__, e, "| cause", e.__cause__, "| context", repr(e.__context__), e.__suppress_context__)
def suppressed():
    try:
        int("x")
    except ValueError:
        raise KeyError("clean") from None
try:
    suppressed()
except KeyError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)
try:
    raise RuntimeError("outer") from ValueError("explicit, never raised")
except RuntimeError as e:
    print(e, repr(e.__cause__), e.__context__)
try:
    raise RuntimeError("cls cause") from KeyError
except RuntimeError as e:
    print(e, repr(e.__cause__))
try:
    raise ValueError("bad cause") from 5
except TypeError as e:
    print(type(e).__name__, e)
def chain_depth():
    try:
        try:
            try:
                raise IndexError("level1")
            except IndexError as e:
                raise KeyError("level2") from e
        except KeyError as e:
            raise ValueError("level3")
    except ValueError as e:
        raise RuntimeError("level4") from e
try:
    chain_depth()
except RuntimeError as e:
    cur = e
    while cur is not None:
        print(" ", type(cur).__name__, cur, "(cause)" if cur.__cause__ else "(context)" if cur.__context__ else "")
        cur = cur.__cause__ or cur.__context__
e1 = ValueError("manual")
e1.__cause__ = KeyError("set by hand")
print(repr(e1.__cause__), e1.__suppress_context__)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise ValueError()
except ValueError as e:
    print(repr(e), str(e) == "")
try:
    raise 42
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise int
except TypeError as e:
    print(type(e).__name__, e)
def bare_raise_no_active():
    raise
try:
    bare_raise_no_active()
except RuntimeError as e:
    print(type(e).__name__, e)
