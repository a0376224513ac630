# shortest repr of many deterministic floats; repr round-trips
vals = []
x = 0.1
for i in range(40):
    vals.append(x)
    x = x * 1.37 + 0.013
print([repr(v) for v in vals[:20]])
print([repr(v) for v in vals[20:]])
print(all(float(repr(v)) == v for v in vals))
inv = [1 / n for n in range(1, 40)]
print([repr(v) for v in inv])
powers = [2.0 ** e for e in range(-20, 70, 7)] + [10.0 ** e for e in range(-20, 25, 4)]
print([repr(v) for v in powers])
print([str(v) for v in [1e15, 1e16, 1.5e16, 123456789012345.6, 1234567890123456.7, 0.0001, 0.00001]])
sq = [n ** 0.5 for n in range(2, 30)]
print([repr(v) for v in sq])
thirds = [k / 3 for k in range(-6, 7)]
print([repr(v) for v in thirds])
ratios = [a / b for a in (1, 7, 13) for b in (9, 11, 17, 19)]
print([repr(v) for v in ratios])
print(repr(0.1 * 0.1 * 0.1), repr(1.1 ** 10), repr(0.7 ** 33), repr(1.0000001 ** 1000000))
big = [1.7976931348623157e308 / d for d in (1, 3, 7, 1e100, 1e300)]
print([repr(v) for v in big])
tiny = [5e-324 * k for k in (1, 2, 3, 100, 2 ** 52)]
print([repr(v) for v in tiny])
print(repr(2.2250738585072014e-308 - 5e-324), repr(2.2250738585072009e-308), repr(4.940656458412465e-324))
