# hand-written statistics using math: mean, median, mode, variance, stdev, percentiles, correlation
import math
from collections import Counter
data = [2.5, 3.1, 4.7, 4.7, 5.0, 6.2, 7.8, 8.1, 9.9, 10.4, 4.7, 3.1]
def mean(xs):
    return math.fsum(xs) / len(xs)
def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
def mode(xs):
    c = Counter(xs).most_common()
    return c[0][0]
def variance(xs, sample=True):
    m = mean(xs)
    return math.fsum((x - m) ** 2 for x in xs) / (len(xs) - (1 if sample else 0))
def stdev(xs, sample=True):
    return math.sqrt(variance(xs, sample))
def percentile(xs, p):
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    f, c = math.floor(k), math.ceil(k)
    if f == c:
        return s[int(k)]
    return s[f] + (s[c] - s[f]) * (k - f)
def correlation(xs, ys):
    mx, my = mean(xs), mean(ys)
    cov = math.fsum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return cov / math.sqrt(math.fsum((x - mx) ** 2 for x in xs) * math.fsum((y - my) ** 2 for y in ys))
print(repr(mean(data)), median(data), mode(data))
print(repr(variance(data)), repr(variance(data, False)), repr(stdev(data)), repr(stdev(data, False)))
print([repr(percentile(data, p)) for p in (0, 10, 25, 50, 75, 90, 100)])
xs = list(range(1, 11))
ys = [2 * x + 1 for x in xs]
zs = [(x * 7919) % 13 for x in xs]
print(repr(correlation(xs, ys)), repr(correlation(xs, zs)), repr(correlation(xs, [-y for y in ys])))
def linreg(xs, ys):
    mx, my = mean(xs), mean(ys)
    slope = math.fsum((x - mx) * (y - my) for x, y in zip(xs, ys)) / math.fsum((x - mx) ** 2 for x in xs)
    return slope, my - slope * mx
print(linreg(xs, ys), [repr(v) for v in linreg(xs, zs)])
def geometric_mean(xs):
    return math.exp(math.fsum(math.log(x) for x in xs) / len(xs))
def harmonic_mean(xs):
    return len(xs) / math.fsum(1 / x for x in xs)
print(repr(geometric_mean(data)), repr(harmonic_mean(data)), repr(math.prod(data) ** (1 / len(data))))
z = [(x - mean(data)) / stdev(data) for x in data]
print([round(v, 4) for v in z], repr(math.fsum(z)))
hist = Counter(int(x) // 2 * 2 for x in data)
for bucket in sorted(hist):
    print(f"{bucket:>2}-{bucket + 1:<2} {'*' * hist[bucket]}")
