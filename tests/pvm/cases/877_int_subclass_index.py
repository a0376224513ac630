# An int subclass is its own index: subscripts, slices, range(), hex() and
# operator.index use its int value and never call an overriding __index__
# (which may itself call int(self)); int() uses int's own __int__ unless the
# subclass overrides __int__. Explicit x.__index__() still calls the override.
import operator


class Trap(int):
    def __index__(self):
        return int(self)  # int(self) must not come back here


class Shifted(int):
    def __index__(self):
        return int(str(self)) + 1

    def __trunc__(self):
        return -1


class WithInt(int):
    def __int__(self):
        return 99


class Money(float):
    def __index__(self):
        return 7


data = list(range(10))
t, s = Trap(3), Shifted(4)
print(data[t], data[Trap(2):Trap(6)], "hello"[t], (1, 2, 3, 4)[Trap(-1)], b"abcd"[Trap(1)])
print(data[s], data[:s], range(s), hex(s), bin(t), oct(Shifted(8)), operator.index(s), s.__index__())
print(int(t), int(s), int(WithInt(5)), type(int(s)).__name__, [0] * Trap(2), "ab" * Shifted(2))
print(int(Money(2.75)), round(Shifted(15), -1), divmod(Shifted(7), 2), pow(2, Shifted(3)))
print(f"{s:x}", "%d %x" % (s, s), format(Trap(255), "b"), s == 4, s + 1, type(s + 1).__name__)
bits = bytes([Trap(65), Shifted(66)])
print(bits, bytearray([s])[0], list(map(int, [t, s])), sorted([Shifted(5), Trap(1), 3]))
for probe in (lambda: data[Money(1.0)], lambda: range(Money(3.0))):  # a float subclass asks __index__
    try:
        print(probe())
    except TypeError as e:
        print("TypeError:", e)
print(operator.index(Money(1.5)) if hasattr(Money, "__index__") else None)
