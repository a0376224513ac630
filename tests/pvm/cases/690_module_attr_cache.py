# Module attributes read at one site through the inline cache: the cache
# must follow rebinding, deletion and insertion in the module's dict, and
# a site that sees two different modules.
import math
import operator
import heapq


def read(m):
    return m.pi


def call(m, x):
    return m.floor(x)


for _ in range(3):
    print(read(math), call(math, 2.5))
math.pi = 3
print(read(math))
math.extra = 1  # an insertion moves nothing, but the version changes
print(read(math), math.extra)
del math.extra
print(read(math))
del math.pi
try:
    read(math)
except AttributeError as e:
    print("AttributeError:", e)
math.pi = 3.5
print(read(math))


class Fake:
    pi = "fake"

    @staticmethod
    def floor(x):
        return "floor(%r)" % x


for m in (math, Fake, math, Fake()):
    print(read(m), call(m, 1.5))

heap = []
for v in (5, 1, 4):
    heapq.heappush(heap, v)
print(heap, operator.add(2, 3), [operator.neg(v) for v in heap])
