# infinities, NaN, negative zero
inf = float("inf")
nan = float("nan")
print(repr(inf), repr(-inf), repr(nan), repr(-nan))
print(inf + 1, inf - inf, inf * 0, inf * -1, 1 / inf, -1 / inf, inf / inf)
print(nan == nan, nan != nan, nan < 1, nan > 1, nan == 0, inf == inf, -inf < inf)
print(inf > 10 ** 300, -inf < -10 ** 300, 10 ** 400 < inf)
print(max(1.0, inf), min(-inf, 0.0), repr(abs(-inf)), repr(abs(-0.0)))
print([1.0, nan] == [1.0, nan], nan in [nan], [nan].count(nan))
print(repr(float("-0.0")), repr(-0.0 * 5), -0.0 == 0.0, str(-0.0))
print(repr(0.0 * -inf), repr(inf * 0.0))
for x in [inf, -inf, nan]:
    for fn in (int, round):
        try:
            print(fn.__name__, fn(x))
        except Exception as e:
            print(fn.__name__, type(e).__name__, e)
print(repr(float("infinity")), repr(float("-Infinity")), repr(float("NaN")), repr(float(" +inf ")))
print(f"{inf}", f"{-inf:.2f}", f"{nan:e}", f"{inf:10}|", f"{nan:>6}|", f"{-0.0:.1f}")
print(format(inf, "%"), format(-0.0, "g"), format(-0.0, "+"))
print(str(inf), str(nan), ascii(-inf))
print(hash(inf), hash(-inf), hash(0.0) == hash(-0.0), hash(1.5), hash(-1.5))
print(inf.is_integer(), (-0.0).is_integer(), (1e300).is_integer())
for x in (inf, nan):
    try:
        print(x.as_integer_ratio())
    except Exception as e:
        print(type(e).__name__, e)
print(repr(1e308 + 1e308), repr(-1e308 - 1e308), repr(1e-320 * 1e-10))
print(sorted([3.0, -inf, inf, -0.0, 0.0, 1.5]))
print(inf // 1, repr(-inf % 5), repr(5 % inf), repr(-5 % inf), repr(5 % -inf))
try:
    print(divmod(inf, 1.0))
except Exception as e:
    print(type(e).__name__, e)
print(repr(2.0 ** 1023 * 2), repr(-(2.0 ** 1023) * 2))
try:
    print(2.0 ** 1024)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(10.0 ** 400)
except OverflowError as e:
    print(type(e).__name__, e)
