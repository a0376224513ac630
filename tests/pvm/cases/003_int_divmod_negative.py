# floor division, modulo and divmod with every sign combination
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (0, 3), (1, 5), (-1, 5),
         (10 ** 20 + 1, 7), (-(10 ** 20) - 1, 7), (10 ** 20, -(10 ** 9 + 7))]
for a, b in pairs:
    q, r = divmod(a, b)
    print(f"{a} {b}: // {a // b} % {a % b} divmod {(q, r)} check {q * b + r == a}")
print("floats")
fpairs = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2), (1.0, 0.1), (-1.0, 0.1), (5.0, 3.0),
          (1e300, 1e-300), (-0.0, 1.0), (0.0, -1.0), (3.0, float("inf")), (-3.0, float("inf"))]
for a, b in fpairs:
    try:
        print(repr(a), repr(b), repr(a // b), repr(a % b), repr(divmod(a, b)))
    except Exception as e:
        print(type(e).__name__, e)
for a, b in [(1.0, 0.0), (1, 0.0), (0.0, 0.0)]:
    for name, fn in [("/", lambda: a / b), ("//", lambda: a // b), ("%", lambda: a % b),
                     ("divmod", lambda: divmod(a, b))]:
        try:
            print(name, fn())
        except ZeroDivisionError as e:
            print(name, type(e).__name__, e)
print(-7 % 3 == 2, 7 % -3 == -2, -7 // 3 == -3)
print(divmod(-1, 10 ** 30), divmod(10 ** 30, -1))
print(repr(-1e-20 % 1.0), repr(1e-20 % -1.0))
print(repr(math_mod := (-5) % 3), math_mod)
