# functools.partialmethod: looked up on the class it is a function taking the instance first; over a
# classmethod, staticmethod or a callable object it binds as CPython's does
from functools import partial, partialmethod


class Cell:
    def __init__(self):
        self.alive = None

    def set_state(self, state, *, reason="none"):
        self.alive = state
        self.reason = reason
        return self

    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, reason="default")

    @classmethod
    def make(cls, tag, n):
        return f"{cls.__name__}:{tag}:{n}"

    make_a = partialmethod(make, "a")

    @staticmethod
    def add(x, y):
        return x + y

    add_ten = partialmethod(add, 10)
    join = partialmethod(partial(lambda sep, *xs: sep.join(map(str, xs)), "-"), "first")


c = Cell()
print(Cell.set_alive(c).alive, c.set_dead().alive, c.reason, c.set_dead(reason="given").reason)
print(Cell.set_dead(c, reason="via class").reason, callable(Cell.set_alive), Cell.set_alive.__name__)
print(Cell.make_a(1), c.make_a(2), Cell.add_ten(5), c.add_ten(6))
print(c.join("x") == "-".join(map(str, [c, "first", "x"])), Cell.join("y"))
try:
    Cell.set_alive()
except TypeError as e:
    print("TypeError:", e)
