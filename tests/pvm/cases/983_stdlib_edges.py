# operator's dunder aliases, copying functions and methods, the r argument
# of the combinatoric iterators, classes made with type() on an ABC base,
# and a descriptor with __set__ alone.
import copy
import functools
import itertools
import operator
from abc import ABC, abstractmethod

print(operator.__add__ is operator.add, operator.__and__(6, 3), operator.__or__(4, 1))
print(operator.__not__(0), operator.__inv__(5), operator.__getitem__("abc", 1), operator.__add__)
print(functools.reduce(operator.__mul__, range(1, 6)))


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


class Account:
    def __init__(self, owner):
        self.owner = owner

    def hello(self):
        return "hi " + self.owner


state = {"fn": fib, "n": [1, 2]}
deep = copy.deepcopy(state)
print(deep["fn"] is fib, deep["n"] == state["n"], deep["n"] is state["n"], fib(20))
a = Account("ana")
m = copy.copy(a.hello)
print(m(), m == a.hello, m.__self__ is a, copy.copy(fib) is fib)
dm = copy.deepcopy(a.hello)
print(dm(), dm.__self__ is a)


class Two:
    def __index__(self):
        return 2


for f in (itertools.combinations, itertools.combinations_with_replacement, itertools.permutations):
    for r in (1.5, "2", Two(), True, -1):
        try:
            print(f.__name__, len(list(f("abc", r))))
        except (TypeError, ValueError) as e:
            print(f.__name__, type(e).__name__, e)


class Task(ABC):
    @abstractmethod
    def run(self):
        ...


Dyn = type("Dyn", (Task,), {})
print(type(Dyn).__name__, sorted(Dyn.__abstractmethods__))
try:
    Dyn()
except TypeError as e:
    print("TypeError", e)
Done = type("Done", (Task,), {"run": lambda self: "ran"})
print(Done().run())


class Doubling:
    def __set__(self, obj, value):
        obj.__dict__["v"] = value * 2


class Holder:
    v = Doubling()


h = Holder()
h.v = 21
print(h.v, h.__dict__)


class Meta(type):
    def __init__(cls, name, bases, ns):
        print("Meta.__init__", name, [b.__name__ for b in bases])
        super().__init__(name, bases, ns)


class Based(metaclass=Meta):
    pass


Made = type("Made", (Based,), {"x": 1})
print(type(Made).__name__, Made.x)
