# and / or / not: short circuit and the values they return
print(True and False, True or False, not True, not False)
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, "" or "default", [] and "x", None or 0)
print(repr(0 or ""), repr("" or 0), repr([] or {}), repr(() and 1))
print(not 0, not 1, not "", not "a", not [], not [0], not None, not 0.0, not -0.0)
calls = []
def t(x):
    calls.append(x)
    return x
r = t(0) and t(1)
print(r, calls)
calls.clear()
r = t(1) and t(2) and t(3)
print(r, calls)
calls.clear()
r = t(0) or t("") or t(None)
print(repr(r), calls)
calls.clear()
r = t(0) or t(5) or t(6)
print(r, calls)
calls.clear()
r = t(1) and t(0) or t(7)
print(r, calls)
print(True + True, True * 3, True / 2, True // 2, -True, ~False, True ** 2)
print(True == 1, False == 0, True is True, isinstance(True, int), type(True).__name__)
print(bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool(" "), bool([]), bool({}), bool(()))
print(bool(None), bool(range(0)), bool(range(1)), bool(b""), bool(bytearray()))
print(str(True), repr(False), int(True), float(True), True < 2, False < True)
print(max(True, False), sum([True, True, False]), [True, False].index(False))
x = None
y = x or "fallback"
z = x and x.missing
print(y, z)
print(1 if True else 2, 1 if 0 else 2, "a" if "" else "b")
print(not 1 == 2, not (1 == 2), (not 1) == 2)
print(True and 3 or 4, False and 3 or 4, None and 1 or [] or "last")
