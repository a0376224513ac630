# A __hash__ returning an int subclass, a __repr__/__str__ returning a str
# subclass and a __length_hint__ returning an int subclass are taken, as
# in CPython; a negative __length_hint__ is a ValueError.
import operator


class Code(int):
    "An int with a label, as an enum-like helper might return."
    def __repr__(self):
        return f"Code({int(self)})"


class Text(str):
    "A str subclass, as a markup helper might return."
    def shout(self):
        return Text(self.upper())


class Key:
    def __init__(self, name, code):
        self.name, self.code = name, code

    def __hash__(self):
        return Code(self.code)

    def __eq__(self, other):
        return isinstance(other, Key) and other.name == self.name

    def __repr__(self):
        return Text(f"Key<{self.name}>")

    def __str__(self):
        return Text(self.name).shout()


keys = [Key("alpha", 7), Key("beta", 2**70), Key("gamma", -1)]
table = {k: i for i, k in enumerate(keys)}
print(table)
print([hash(k) == hash(k.code) for k in keys], hash(Key("x", -1)))
print(repr(keys[0]), str(keys[1]), f"{keys[2]!s:>8}|{keys[2]!r:<12}|", [keys[0]])
print(table[Key("beta", 2**70)], Key("alpha", 7) in table)


class Feed:
    def __init__(self, hint):
        self.hint = hint

    def __iter__(self):
        return iter(range(3))

    def __length_hint__(self):
        return self.hint


for hint in (Code(5), 0, NotImplemented, -1, 2**70, "many"):
    try:
        print(repr(hint), "->", operator.length_hint(Feed(hint), 99))
    except (TypeError, ValueError, OverflowError) as e:
        print(repr(hint), "!!", type(e).__name__ + ":", e)


def check(label, fn):
    try:
        print(label, "->", fn())
    except TypeError as e:
        print(label, "!!", e)


class BadHash:
    def __hash__(self):
        return 1.5


class BadRepr:
    def __repr__(self):
        return b"bytes"


check("float hash", lambda: hash(BadHash()))
check("bytes repr", lambda: repr(BadRepr()))
check("bytes str", lambda: str(BadRepr()))
check("bool hash", lambda: hash(type("B", (), {"__hash__": lambda self: True})()))
