# Built-in classmethods called through the class, in loops (cached sites),
# on subclasses, and with bad arguments.
import itertools
from collections import OrderedDict


class MyDict(dict):
    pass


class MyInt(int):
    pass


class MyBytes(bytes):
    pass


def calls():
    total = 0
    for i in range(3):
        b = (i + 1).to_bytes(2, "big")
        total += int.from_bytes(b, "big") + int.from_bytes(b, byteorder="little", signed=True)
        d = dict.fromkeys("ab", i)
        print(d, float.fromhex("0x1.8p1"), bytes.fromhex("0a0b"), bytearray.fromhex("ff"))
        print(list(itertools.chain.from_iterable([[i], [i + 1]])))
    print(total)


def subclasses():
    for cls in (MyDict, OrderedDict):
        d = cls.fromkeys([1, 2])
        print(type(d).__name__, d)
    n = MyInt.from_bytes(b"\x01\x00", "little")
    print(type(n).__name__, n)
    m = MyBytes.fromhex("41 42")
    print(type(m).__name__, m)


def errors():
    for f, args in ((int.from_bytes, ()), (int.from_bytes, (b"\x01", "middle")),
                    (dict.fromkeys, ()), (float.fromhex, ("zz",)), (bytes.fromhex, ("g",))):
        try:
            f(*args)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    for i in range(2):
        try:
            int.from_bytes("text", "big")
        except TypeError as e:
            print(e)


def rebinding():
    f = int.from_bytes
    print(f(b"\x02", "big"), f.__name__, f.__self__)
    print(dict.fromkeys.__self__, MyDict.fromkeys.__self__)


calls()
subclasses()
errors()
rebinding()
