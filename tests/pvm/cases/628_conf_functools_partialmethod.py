# functools.partialmethod as CPython's: refuses a non-callable, flattens a
# partialmethod of a partialmethod, has CPython's repr and
# __isabstractmethod__; partial's func/args/keywords are readonly
# attributes, cached_property has a callable __get__, and cmp_to_key's
# wrappers are unhashable.
import functools
from abc import ABC, abstractmethod


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "!!", type(e).__name__ + ":", e)


class Switch:
    def __init__(self):
        self.on = False

    def set_state(self, state, *, reason=""):
        self.on = bool(state)
        return f"{'on' if state else 'off'}{reason}"

    turn_on = functools.partialmethod(set_state, True)
    turn_off = functools.partialmethod(set_state, False, reason=" (manual)")
    turn_on_quietly = functools.partialmethod(turn_on, reason=" (quiet)")

    @classmethod
    def build(cls, kind, size):
        return (cls.__name__, kind, size)

    build_small = functools.partialmethod(build, "small")


s = Switch()
print(s.turn_on(), s.on, s.turn_off(), s.on, s.turn_on_quietly(), s.on)
print(Switch.build_small(3), s.build_small(4), s.build_small.__self__ is Switch)
quiet = Switch.__dict__["turn_on_quietly"]
print(quiet.func.__name__, quiet.args, quiet.keywords)
print(repr(functools.partialmethod(print, 1, 2, sep="-")))
print(repr(functools.partialmethod(len)))
attempt("not callable", lambda: functools.partialmethod(5))


class Shape(ABC):
    @abstractmethod
    def scale(self, factor):
        ...

    double = functools.partialmethod(scale, 2)


print(sorted(Shape.__abstractmethods__), Shape.__dict__["double"].__isabstractmethod__)

p = functools.partial(max, 1)
attempt("set func", lambda: setattr(p, "func", min))
attempt("del args", lambda: delattr(p, "args"))
attempt("set keywords", lambda: setattr(p, "keywords", {}))
p.note = "kept"
print(p.note, p(5, 3))


class Report:
    def __init__(self, rows):
        self.rows = rows

    @functools.cached_property
    def total(self):
        return sum(self.rows)


cp = Report.__dict__["total"]
r = Report([1, 2, 3])
print(cp.__get__(r), cp.__get__(None, Report) is cp, vars(r))
attempt("no __set_name__", lambda: functools.cached_property(len).__get__(r))

key = functools.cmp_to_key(lambda a, b: (a > b) - (a < b))
attempt("hash key", lambda: hash(key(1)))
print(sorted([3, 1, 2], key=key), key(1) < key(2), key(2) == key(2))
