# KeyError messages, unhashable keys, mutation during iteration
d = {"a": 1, 2: "two", (1, 2): "tuple", None: "none", 1.5: "float"}
for key in ["missing", 3, (1, 3), 2.5, "", ("a",), False]:
    try:
        d[key]
    except KeyError as e:
        print(type(e).__name__, e, repr(e), e.args)
for key in [[1], {"a": 1}, bytearray(b"x"), (1, [2]), {}]:
    try:
        d[key] = 1
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        key in d
    except TypeError as e:
        print("  in:", e)
    try:
        d.get(key)
    except TypeError as e:
        print("  get:", e)
try:
    del d["nope"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    {}["a"]["b"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    {"a": {}}["a"]["b"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    {"a": 1}["a"]["b"]
except TypeError as e:
    print(type(e).__name__, e)
try:
    {}.pop("k")
except KeyError as e:
    print(type(e).__name__, e)
try:
    dict([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict(a=1)["b"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    dict(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict({"a": 1}, {"b": 2})
except TypeError as e:
    print(type(e).__name__, e)
grow = {0: 0}
try:
    for k in grow:
        grow[k + 1] = 0
except RuntimeError as e:
    print(type(e).__name__, e, len(grow))
try:
    {"a": 1} < {"b": 2}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {"a": 1} + {"b": 2}
except TypeError as e:
    print(type(e).__name__, e)
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        raise ValueError("hash failed")
try:
    {K(1): 1}
except ValueError as e:
    print(type(e).__name__, e)
print(KeyError("a") .args, str(KeyError("a")), str(KeyError()), str(KeyError("a", "b")), repr(KeyError(1)))
