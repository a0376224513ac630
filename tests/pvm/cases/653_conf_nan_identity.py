# NaN is unequal to itself, yet a container holding the SAME NaN object
# compares equal (identity is checked before ==); fresh NaNs from float()
# are distinct objects.
import json
import math

nan = float("nan")
other = float("nan")
print(nan == nan, nan != nan, nan is nan, nan is other)
print([nan] == [nan], [nan] == [other], (nan,) == (nan,), (nan, 1) == (other, 1))
print([float("nan")] == [float("nan")], [nan, 1.0] < [nan, 2.0])
print(nan in [nan], nan in [other], other in (1, 2, other))
print([nan, other, nan].count(nan), [nan, other].index(other))
try:
    [nan].remove(float("nan"))
except ValueError as e:
    print("ValueError", e)

d = {nan: "a", other: "b", float("nan"): "c"}
print(len(d), d[nan], d[other], nan in d, float("nan") in d)
print({"k": nan} == {"k": nan}, {"k": nan} == {"k": other})

# Arithmetic on a NaN gives a NaN, never the same object as an operand.
y = nan + 1
print(y != y, y is nan, math.isnan(y), repr(y), str(-nan), abs(nan))
print(float("NaN") != float("-nan"), math.isnan(float(" nan ")), math.isnan(float(b"nan")))
print(format(nan, ".3f"), "%e" % nan, f"{other:>6}", nan.hex(), nan.is_integer())
print(json.dumps([nan, other]), math.copysign(2.0, nan))
x = nan
print(x is nan, [x] == [nan], x == nan, sorted([3.0, 1.0])[0])
for bad in (int, round):
    try:
        bad(nan)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    nan.as_integer_ratio()
except ValueError as e:
    print("ValueError", e)
pairs = [(nan, "x"), (other, "y")]
print(pairs[0] == (nan, "x"), pairs[1] == (nan, "y"), max([1.0, 2.0]))
print(math.nan is math.nan, [math.nan] == [math.nan], math.nan == math.nan)
