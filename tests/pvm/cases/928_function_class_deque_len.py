# Functions and bound methods have __class__ (x.__class__.__name__ works
# for every value), and deque has __len__ (hasattr, super().__len__()).
from collections import deque


def describe(value):
    return "%s:%s" % (value.__class__.__name__, type(value).__name__)


def plain(x):
    return x


class Greeter:
    def hello(self):
        return "hi"

    @staticmethod
    def static():
        return "s"

    @classmethod
    def make(cls):
        return cls()


values = [plain, lambda: 0, Greeter().hello, Greeter.hello, Greeter.static, Greeter.make,
          len, "".join, 1, "s", None, [1], deque(), (x for x in ()), Greeter, Greeter()]
for v in values:
    print(describe(v))
print(plain.__class__ is type(plain), Greeter().hello.__class__ is type(Greeter().hello))
print(plain.__class__.__name__, plain.__class__.__qualname__, plain.__class__.__module__)

queue = deque([3, 1, 4])
print(len(queue), queue.__len__(), deque.__len__(queue), hasattr(queue, "__len__"), hasattr(deque, "__len__"))


class Bounded(deque):
    "Reports its length against a soft limit."

    def __len__(self):
        return min(super().__len__(), 2)


b = Bounded([1, 2, 3, 4])
print(len(b), bool(b), list(b), bool(Bounded()))
sized = [obj for obj in (queue, b, 5, "ab", {}, plain) if hasattr(obj, "__len__")]
print([describe(s) for s in sized])
for bad_call in (lambda: deque.__len__([1, 2]), lambda: queue.__len__(1)):
    try:
        bad_call()
    except TypeError as e:
        print("TypeError:", e)
