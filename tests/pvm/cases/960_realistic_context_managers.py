# Realistic program: context managers: nested with, suppression, failing __exit__ with context chaining, return/break/continue through with, try/finally ordering.
class Resource:
    log = []
    def __init__(self, name, fail_on_exit=False, suppress=False):
        self.name = name
        self.fail_on_exit = fail_on_exit
        self.suppress = suppress
    def __enter__(self):
        Resource.log.append(f"open {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        Resource.log.append(f"close {self.name} exc={exc_type.__name__ if exc_type else None}")
        if self.fail_on_exit:
            raise RuntimeError(f"exit failure in {self.name}")
        return self.suppress

with Resource("a") as a, Resource("b") as b:
    print(a.name, b.name)
print(Resource.log); Resource.log.clear()

try:
    with Resource("outer"):
        with Resource("inner", suppress=True):
            raise KeyError("k")
        print("inner suppressed")
        raise ValueError("v")
except ValueError as e:
    print("caught", repr(e))
print(Resource.log); Resource.log.clear()

try:
    with Resource("x", fail_on_exit=True):
        raise ValueError("original")
except RuntimeError as e:
    print(repr(e), "context:", repr(e.__context__), e.__suppress_context__)
print(Resource.log); Resource.log.clear()

def f():
    with Resource("ret"):
        return "returned"
print(f(), Resource.log); Resource.log.clear()

for i in range(3):
    with Resource(f"loop{i}"):
        if i == 1:
            continue
        if i == 2:
            break
print(Resource.log); Resource.log.clear()

class Timer:
    def __init__(self):
        self.entered = 0
    def __enter__(self):
        self.entered += 1
        return self.entered
    def __exit__(self, *args):
        print("exit args:", args[0], args[1])
        return False
t = Timer()
with t as n1:
    pass
with t as n2:
    pass
print(n1, n2)

def order():
    out = []
    try:
        try:
            out.append("try")
            raise IndexError("i")
        except IndexError:
            out.append("except")
            raise TypeError("t")
        finally:
            out.append("inner finally")
    except TypeError as e:
        out.append(f"outer except {e} ctx={e.__context__!r}")
    else:
        out.append("else")
    finally:
        out.append("outer finally")
    return out
print(order())

def finally_return():
    try:
        return "try"
    finally:
        print("finally runs before return")
print(finally_return())

def finally_override():
    for x in range(3):
        try:
            return x
        finally:
            if x == 0:
                continue
    return "end"
print(finally_override() if False else "skip")

class NoEnter:
    pass
try:
    with NoEnter():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
class OnlyEnter:
    def __enter__(self): return self
try:
    with OnlyEnter():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
