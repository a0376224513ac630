# builtins used as first-class values: sort keys, map functions, dispatch tables
print(sorted(["ccc", "a", "bb"], key=len), sorted([-3, 1, -2], key=abs), sorted(["b", "A"], key=str.lower))
print(list(map(len, ["ab", "c"])), list(map(abs, [-1, -2])), list(map(str, [1, 2])), list(map(repr, ["x"])))
print(list(map(int, ["1", "2"])), list(map(float, ["1", "2.5"])), list(map(bool, [0, 1])), list(map(type, [1, "s"])))
print(list(map(hex, [10, 255])), list(map(chr, [72, 105])), list(map(ord, "Hi")), list(map(round, [1.5, 2.5, 3.5])))
table = {"len": len, "sum": sum, "max": max, "min": min, "sorted": sorted, "list": list, "tuple": tuple}
data = [3, 1, 2]
for name, fn in table.items():
    print(name, fn(data))
conversions = [int, float, str, bool, list, tuple]
print([c("1") if c not in (list, tuple) else c("1") for c in conversions])
print(max(["x", "yy"], key=len), min([[1, 2], [3]], key=len), max(range(10), key=lambda v: v % 4))
compose = lambda f, g: lambda x: f(g(x))
print(compose(len, str)(12345), compose(sum, range)(5), compose(sorted, set_like := str.lower)("BCA"))
print(list(filter(callable, [len, 1, print, "s", str.upper])).__len__())
print(getattr("", "upper")(), isinstance(len, type(print)))
funcs = [abs, str, repr, ascii, hash, bool, callable]
print([f.__name__ for f in funcs])
print([f(-1) for f in funcs])
print(sorted([3, 1, 2], key=None), sorted("cba", key=ord), sorted([(2, 5), (1, 9)], key=max))
print(list(map(divmod, [7, 9], [2, 4])), list(map(pow, [2, 3], [3, 2], [5, 5])), list(map(isinstance, [1, "a"], [int, int])))
print(list(zip(*map(divmod, range(5), [2] * 5))))
print(list(map(getattr, ["a", "b"], ["upper", "lower"])) and [m() for m in map(getattr, ["a", "B"], ["upper", "lower"])])
print(type(len).__name__, type(str.upper).__name__, type("".upper).__name__, len.__name__, str.__name__)
