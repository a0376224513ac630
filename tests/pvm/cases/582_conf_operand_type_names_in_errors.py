# Error messages name operands as CPython's tp_name does: module-qualified
# for C types (collections.deque, functools.partial), the subclass itself
# for instances of built-in subclasses (Counter, OrderedDict, user classes).
import collections, functools, operator, itertools
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except TypeError as e:
        print("TypeError", e)
dq = collections.deque([1])
od = collections.OrderedDict(a=1)
cnt = collections.Counter("ab")
dd = collections.defaultdict(int)
class MyList(list): pass
class MyDict(dict): pass
class MyStr(str): pass
ml, md, ms = MyList([1]), MyDict(a=1), MyStr("s")
for v in [dq, od, cnt, dd, ml, md, ms, functools.partial(int), operator.itemgetter(0), itertools.count(), int | str]:
    tryit(lambda: 0 + v)
    tryit(lambda: v - 1.5)
    tryit(lambda: 0 < v)
    tryit(lambda: v @ v)
tryit(lambda: "x" + md)
tryit(lambda: b"x" + cnt)
tryit(lambda: [1] + od)
tryit(lambda: (1,) + ml)
tryit(lambda: ms * 1.5)
tryit(lambda: "ab" * md)
tryit(lambda: ml * "x")
tryit(lambda: dq())
tryit(lambda: hash(dq))
tryit(lambda: {dq: 1})
tryit(lambda: len(functools.partial(int)))
tryit(lambda: iter(operator.itemgetter(1)))
tryit(lambda: od < od)
tryit(lambda: ml < md)
tryit(lambda: -md)
tryit(lambda: abs(ms))
