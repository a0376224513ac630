# int() parsing from strings, bases, underscores, unicode digits, errors
cases = ["0", "42", "-42", "+7", "  99  ", "\t\n12\n", "1_000", "007", "0_0", "-0",
         "١٢٣", "٣", "１２３", "12345678901234567890123456789"]
for s in cases:
    print(repr(s), int(s))
based = [("ff", 16), ("FF", 16), ("0xff", 16), ("0XfF", 0), ("777", 8), ("0o777", 0), ("0o17", 8),
         ("1010", 2), ("0b1010", 0), ("z", 36), ("ZZ", 36), ("10", 36), ("-0x1f", 0), (" 1_0 ", 2),
         ("0", 0), ("00", 0), ("1_2_3", 10), ("12", 3), ("0x_ff", 16), ("0b_1", 0)]
for s, b in based:
    print(repr(s), b, int(s, b))
bad = [("", 10), (" ", 10), ("1.5", 10), ("abc", 10), ("12a", 10), ("1__0", 10), ("_1", 10), ("1_", 10),
       ("0x", 16), ("08", 0), ("010", 0), ("2", 2), ("9", 8), ("g", 16), ("1 2", 10), ("--1", 10),
       ("0b", 0), ("1e5", 10), ("inf", 10), ("0x1g", 0)]
for s, b in bad:
    try:
        print(int(s, b))
    except ValueError as e:
        print(type(e).__name__, e)
for b in [1, 37, -1, 100]:
    try:
        int("1", b)
    except ValueError as e:
        print(type(e).__name__, e)
for v in [None, [1], (1,), {}]:
    try:
        int(v)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    int(5, 10)
except TypeError as e:
    print(type(e).__name__, e)
print(int(b"42"), int(bytearray(b" -7 ")), int(b"ff", 16))
print(int(True), int(False), int(3.99), int(-0.5), int(1e20), int(-1e-5), int(2.5e15))
print(int(), int("0" * 50 + "1"), int("1" + "0" * 60) == 10 ** 60)
class HasInt:
    def __int__(self):
        return 99
class HasIndex:
    def __index__(self):
        return 7
print(int(HasInt()), int(HasIndex()), bin(HasIndex()), [10, 20, 30, 40, 50, 60, 70, 80][HasIndex()])
class BadInt:
    def __int__(self):
        return "nope"
try:
    int(BadInt())
except TypeError as e:
    print(type(e).__name__, e)
try:
    int("x" * 10)
except ValueError as e:
    print(type(e).__name__, e)
