# Attributes of built-in functions and methods: __name__, __qualname__,
# __module__ (None for bound methods, absent on method descriptors),
# __self__ and __objclass__, and their reprs.
import math
import json

b = [].append
print(b.__name__, b.__qualname__, b.__module__, b.__self__)
print(len.__name__, len.__qualname__, len.__module__)
print(print.__module__, sorted.__qualname__, isinstance.__module__)
print(math.sqrt.__module__, math.sqrt.__qualname__, math.floor.__name__)
print(str.upper.__qualname__, str.upper.__objclass__, dict.get.__qualname__)
print(hasattr(list.append, "__module__"), hasattr(b, "__objclass__"))
print("x".upper.__qualname__, "x".upper.__module__)
print(repr(len), repr(str.upper), repr(math.sqrt))
print(json.dumps.__name__)
for f in (len, abs, max, min, "a".join, {}.get, [].sort, math.gcd):
    print(f.__name__, f.__qualname__, f.__module__)


class L(list):
    pass


print(L().append.__qualname__, L.append.__qualname__)
print(dict.fromkeys.__qualname__, int.from_bytes.__qualname__, bytes.fromhex.__qualname__)
class D(dict): pass
print(D.fromkeys.__qualname__, {}.fromkeys.__qualname__)
print(int.mro.__qualname__, type.mro.__qualname__)
