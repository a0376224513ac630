# uncaught OverflowError from float conversion of a huge int
import math
print(math.floor(1e20), math.isinf(float("inf")))
print(math.exp(1), math.exp(-1000), float(10 ** 300))
def growth(rate, years):
    value = 1
    for _ in range(years):
        value = value * (100 + rate) // 100 if isinstance(value, int) else value * (1 + rate / 100)
    return value
print(growth(5, 10), growth(50, 100))
print(math.exp(700))
try:
    math.exp(1000)
except OverflowError as e:
    print("handled", e)
big = 10 ** 400
print(len(str(big)))
print(2 ** 1023 * 1.0 > 1e307, int(1e308) % 10)
print(float(big))
print("unreachable")
