# Repetition by a huge count: an empty sequence stays empty (list,
# bytearray, deque too), a non-empty one is CPython's MemoryError() (no
# message) or, for str and bytes whose length would overflow, an
# OverflowError. str.__rmod__/bytes.__rmod__ format with the operands
# swapped; list.__imul__ converts its count like PyNumber_AsSsize_t.
from collections import deque


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, repr(e))


HUGE = 2**62
for empty in ([], (), "", b"", bytearray(), deque()):
    show("empty %s" % type(empty).__name__, lambda: empty * HUGE)
    show("  reflected", lambda: HUGE * empty)


def grow(x):
    x *= HUGE
    return x


show("empty list *=", lambda: grow([]))
show("empty bytearray *=", lambda: grow(bytearray()))
show("list", lambda: [0] * HUGE)
show("tuple", lambda: (0, 1) * HUGE)
show("bytearray", lambda: bytearray(b"ab") * HUGE)
show("str", lambda: "ab" * HUGE)
show("str in place", lambda: grow("ab"))
show("bytes", lambda: b"ab" * HUGE)
show("bytes(2**50)", lambda: bytes(2**50))

print("-- __rmod__")
show("str", lambda: "world".__rmod__("hello %s"))
show("str not str", lambda: "world".__rmod__(5))
show("str bytes", lambda: "world".__rmod__(b"%s"))
show("str extra", lambda: "ab".__rmod__("x"))
show("bytes", lambda: b"world".__rmod__(b"hello %s"))
show("bytes bytearray", lambda: b"x".__rmod__(bytearray(b"%s")))
show("bytearray", lambda: bytearray(b"x").__rmod__(bytearray(b"<%s>")))

print("-- __imul__")
for n in (2, True, -1, 1.5, "3", 2**70):
    show("list.__imul__(%r)" % (n,), lambda: [1, 2].__imul__(n))
    show("bytearray.__imul__(%r)" % (n,), lambda: bytearray(b"ab").__imul__(n))
