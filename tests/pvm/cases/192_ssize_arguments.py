# Arguments CPython converts to a C ssize_t overflow on ints beyond 64
# bits (OverflowError), where a subscript is an IndexError.
import bisect
from collections import deque


class Huge:
    def __index__(self):
        return 2**100


def attempt(label, f):
    try:
        print(label, f())
    except (OverflowError, IndexError, ValueError, TypeError) as e:
        print(label, type(e).__name__, e)


d = deque([1, 2, 3])
attempt("rotate", lambda: d.rotate(2**100))
attempt("rotate index", lambda: d.rotate(Huge()))
attempt("rotate small", lambda: (d.rotate(-1), list(d))[1])
attempt("insert", lambda: d.insert(2**100, 9))
attempt("insert negative", lambda: d.insert(-2**100, 9))
attempt("maxlen", lambda: deque(maxlen=2**64))
attempt("maxlen negative", lambda: deque(maxlen=-1))
attempt("subscript", lambda: d[2**100])
attempt("list subscript", lambda: [1][2**100])
attempt("bisect lo", lambda: bisect.bisect([1, 2, 3], 5, 2**100))
attempt("bisect hi", lambda: bisect.bisect_left([1, 2, 3], 2, 0, 2**100))
attempt("bisect lo negative", lambda: bisect.bisect([1, 2, 3], 5, -1))
attempt("insort hi", lambda: bisect.insort([1, 2], 3, 0, Huge()))
attempt("bisect fine", lambda: bisect.bisect([1, 2, 3], 2, 1, 3))
