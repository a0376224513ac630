# Methods called through the class with a wrong receiver raise TypeError.
import collections, functools, hashlib, itertools
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except TypeError as e:
        print("TypeError", e)
dq = collections.deque
tryit(lambda: dq.append(5, 1))
tryit(lambda: dq.popleft([]))
tryit(lambda: dq.rotate())
tryit(lambda: dq.__init__("x"))
tryit(lambda: dq.append(dq([1]), 2))
tryit(lambda: type.mro())
tryit(lambda: type.__call__())
tryit(lambda: type.mro(int))
tryit(lambda: type(hashlib.sha256()).hexdigest(5))
tryit(lambda: type(hashlib.sha256()).update(5, b"x"))
K = functools.cmp_to_key(lambda a, b: a - b)
tryit(lambda: type(K(1)).__lt__(5, K(2)))
tryit(lambda: property.__get__(5, None))
tryit(lambda: staticmethod.__get__(5, None))
tryit(lambda: classmethod.__get__(5, None))
tryit(lambda: dict.fromkeys("ab"))
tryit(lambda: type(lambda: 0).__get__(5, None))
tryit(lambda: list.append(5, 1))
tryit(lambda: str.upper(5))
tryit(lambda: dict.get([], 1))
