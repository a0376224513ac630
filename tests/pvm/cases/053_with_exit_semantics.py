# __exit__ receives the exception, can replace it, return value controls suppression
class Inspect:
    def __exit__(self, et, ev, tb):
        print("exit got", et.__name__ if et else None, repr(ev), tb is None)
        return isinstance(ev, ZeroDivisionError)
    def __enter__(self):
        return self
with Inspect():
    1 / 0
print("zero division suppressed")
try:
    with Inspect():
        [].pop()
except IndexError as e:
    print("IndexError escaped:", e)
class Replace:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None:
            raise RuntimeError("replaced") from ev
try:
    with Replace():
        raise ValueError("original")
except RuntimeError as e:
    print(type(e).__name__, e, "cause:", repr(e.__cause__), "context:", repr(e.__context__))
class EnterFails:
    def __enter__(self):
        raise OSError("enter failed")
    def __exit__(self, *a):
        print("exit should not run")
try:
    with EnterFails():
        print("body should not run")
except OSError as e:
    print(type(e).__name__, e)
class Truthy:
    def __enter__(self):
        return 1
    def __exit__(self, *a):
        return "non-empty string suppresses"
with Truthy() as one:
    raise TypeError("gone")
print("suppressed by truthy", one)
class Counter:
    active = 0
    def __enter__(self):
        Counter.active += 1
        return Counter.active
    def __exit__(self, *a):
        Counter.active -= 1
with Counter() as a:
    with Counter() as b:
        print("nested levels", a, b, Counter.active)
print("after", Counter.active)
def gen_with():
    with Inspect():
        yield 1
        yield 2
print(list(gen_with()))
order = []
class Named:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        order.append("+" + self.n)
    def __exit__(self, *a):
        order.append("-" + self.n)
try:
    with Named("a"), Named("b"), EnterFails(), Named("c"):
        pass
except OSError:
    pass
print(order)
