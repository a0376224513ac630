# sum() over lists: the all-small-int loop and its hand-over to the general
# loop at the first item it cannot add (float, big int, overflow, objects).
print(sum([1, 2, 3]), sum([1, True, 2.5]), sum([2**62, 2**62, 1]))
print(sum([1, 2, 3], 10), sum([], 5), sum([1, 2.5, 3]), sum([]))
print(sum([-2**63, -1]), sum([1, 2**70]), sum([True, False, True]))
print(sum([9223372036854775807, 1]), sum([-9223372036854775807, -1, -1]))
print(sum([1, 2], 2**64), sum([3, 4], 0.5), sum([1.5, 2]), sum([0.5, 1], 0.25))
print(sum([True, True]), type(sum([True, True])).__name__, sum([], True))


class A:
    def __radd__(self, o):
        return o + 100


print(sum([1, A(), 2]))

xs = [1, 2, 3]


class Grow:
    def __radd__(self, o):
        xs.append(1000)
        return o


xs.append(Grow())
print(sum(xs), len(xs))


class L(list):
    pass


print(sum(L([4, 5, 6])), sum((1, 2, 3)), sum(range(5)), sum(x for x in [1, 2]))
for bad in ([1, "a"], [1, 2, None], ["x"]):
    try:
        sum(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    sum([1, 2], "")
except TypeError as e:
    print("TypeError", e)
big = list(range(1000))
print(sum(big), sum(big, -499500), sum(big[::-1]))
