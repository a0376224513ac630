# Dict displays: equal keys of different types (1, True, 1.0), repeated keys,
# user __eq__ run as CPython runs it, unhashable keys, displays past the
# size at which a dict gets an index.
print({1: "a", True: "b", 1.0: "c"})
print({"x": 1, "y": 2, "x": 3})
print({0: 0, -1: 1, -2: 2, 2**62: 3, -2**63: 4})
print({(1, 2): 1, (1, 2): 2, "k": 3})
print({i: i for i in range(3)}, {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10, "a": 0})
d = {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10}
print(d["j"], d.get("a"), len(d), list(d)[-2:])
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return hash(self.v)
    def __eq__(self, o):
        print("eq", self.v, getattr(o, "v", o))
        return self.v == getattr(o, "v", o)
    def __repr__(self): return "K(%r)" % self.v
print({K(1): "a", 1: "b", "s": 1, K("s"): 2})
print({1: "a", K(1): "b"})
print({"": 0, "\\u00e9": 1, "é": 2})
try:
    print({[1]: 2})
except TypeError as e:
    print("TypeError", e)
try:
    print({1: 2, {}: 3})
except TypeError as e:
    print("TypeError", e)
x = {-1: "m1", -2: "m2"}
print(x, x[-1], x[-2])
print({2**64: 1, 2**64: 2, 18446744073709551616: 3})
print({None: 1, None: 2, False: 3, 0: 4})
