# %-formatting and math functions take number-like objects as CPython does: %d calls int()
# (__int__, __index__), %x/%o take __index__, %f and math functions fall back to __index__
import math


class Cents:
    def __init__(self, n):
        self.n = n

    def __int__(self):
        return self.n


class Slot:
    def __index__(self):
        return 7


class Ratio:
    def __float__(self):
        return 2.5


cases = [
    lambda: "%d|%5i|%-4u|" % (Cents(1234), Cents(-5), Cents(3)),
    lambda: "%d %x %#o %X" % (Slot(), Slot(), Slot(), Slot()),
    lambda: "%f %.2e %g" % (Slot(), Slot(), Ratio()),
    lambda: (math.floor(Slot()), math.sqrt(Slot()), math.ceil(Ratio()), math.isfinite(Slot())),
    lambda: "%x" % Cents(10),
    lambda: "%d" % Ratio(),
    lambda: "%o" % Ratio(),
    lambda: "%f" % Cents(1),
    lambda: "%d" % "12",
    lambda: math.floor(Cents(3)),
]
for case in cases:
    try:
        print(case())
    except TypeError as e:
        print("TypeError:", e)
