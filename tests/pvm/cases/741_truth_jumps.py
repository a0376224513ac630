# Conditional jumps on ints, bools, None and containers; while loops over
# an int counter; not/and/or on mixed values.
def countdown(k):
    out = []
    while k:
        out.append(k)
        k -= 1
    return out


def classify(v):
    if v:
        return "true"
    return "false"


values = [0, 1, -1, 2 ** 70, -(2 ** 70), 0.0, -0.0, 1.5, True, False, None, "", "a", [], [0], (), (0,), {}]
print([classify(v) for v in values])
print(countdown(5), countdown(0), countdown(-0))
n = 3
while n:
    n -= 1
print(n)
x = 0
print(x or "empty", x and "never", not x, not 7)
big = 2 ** 64
while big:
    big //= 2 ** 20
print(big)


class Truthy:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v > 0


class Sized:
    def __len__(self):
        return 0


print(classify(Truthy(1)), classify(Truthy(-1)), classify(Sized()))
i = 10
total = 0
while i:
    if i % 2:
        total += i
    i -= 1
print(total)
