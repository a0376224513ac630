# bool is a subclass of int
print(type(True).__name__, bool.__bases__, issubclass(bool, int), isinstance(False, int))
print(True + True, True - False, True * 7, -True, ~True, True << 3, True / 2, True // 2, True % 2)
print(True & False, True | False, True ^ True, type(True & False).__name__, type(True & 1).__name__)
print(True == 1, False == 0, True == 2, True is True, repr(True), str(False), f"{True}")
print(f"{True:d}", f"{True:>5}", f"{False!r}", format(True), format(True, "^6"), "%d %s %r" % (True, True, True))
print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool(1e-300), bool(""), bool("False"))
print(bool([]), bool([[]]), bool({}), bool({0: 0}), bool(()), bool((0,)), bool(None), bool(range(0)))
print(int(True), float(False), str(True), list(map(bool, [0, 1, 2, "", "x"])))
print(sum([True, True, True]), max(True, 0.5), sorted([True, False, 0, 1]), [False, True][True])
print(True.real, True.imag, True.numerator, True.bit_length(), (True).as_integer_ratio())
print(hash(True) == hash(1), {True: "a", 1: "b"}, {0: "z", False: "f"})
print(bool.__name__, True.__class__ is bool, type(1 == 1) is bool, isinstance(1 > 0, bool))
try:
    class MyBool(bool):
        pass
except TypeError as e:
    print(type(e).__name__, e)
print(not True, not not 5, True and 0, False or 0.0)
print("abc".startswith("a") + "abc".endswith("c"), [1, 2, 3].count(2) == True)
print(True.__and__(False), True.__or__(0), True.__xor__(True), True.__add__(True), True.__invert__())
print(bool("0"), bool(" "), bool(b"\x00"), bool(bytearray(1)))
