# import statement forms with allowed modules
import math
import json as j
from functools import reduce, partial as p
from collections import OrderedDict, defaultdict
from itertools import *
print(math.pi, math.sqrt(16), j.dumps([1, 2]))
print(reduce(lambda a, b: a * b, range(1, 6)), p(pow, 2)(10))
print(OrderedDict(a=1), defaultdict(int)["x"])
print(list(islice(count(5), 3)), list(chain("ab", "c")))
import math as m2
print(m2 is math, m2.floor(2.7))
def local_import():
    import string
    from operator import add
    return string.digits, add(2, 3)
print(local_import())
try:
    string
except NameError as e:
    print(type(e).__name__, e)
import heapq, bisect
print(heapq.nsmallest(2, [5, 1, 3]), bisect.bisect([1, 3, 5], 4))
print(math.__name__, j.__name__, type(math).__name__)
from math import (
    floor,
    ceil,
)
print(floor(-1.5), ceil(-1.5))
try:
    from math import nonexistent_name
except ImportError as e:
    print(type(e).__name__, e.name, str(e).startswith("cannot import name 'nonexistent_name' from 'math'"))
import enum, dataclasses, typing, copy, base64, hashlib, abc
print(enum.Enum.__name__, dataclasses.dataclass.__name__, copy.copy([1]) == [1])
print(hasattr(math, "tau"), getattr(math, "e"))
