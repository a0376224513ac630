# get_type_hints of objects that cannot have annotations, make_dataclass's field checks, Optional of several types
import typing, dataclasses, math
def f(x: int) -> str: pass
class K:
    def m(self, y: float): pass
for o in (1, "x", None, [1], math, len, lambda: 0, f, K.m, K().m, K, str.upper):
    try:
        print(typing.get_type_hints(o))
    except TypeError as e:
        print("TypeError", e)
for fs in ([("a", int, 1, 2)], [("a",)], [()], [("a", int, dataclasses.field(default=1))], ["a"], ["a b"], ["class"],
           ["a", "a"], [(1, int)], [("b", int), ("c", str, "z")]):
    try:
        C = dataclasses.make_dataclass("X", fs)
        print(C.__name__, [(fl.name, fl.type, fl.default is dataclasses.MISSING or fl.default) for fl in dataclasses.fields(C)])
    except TypeError as e:
        print("TypeError", e)
import typing
for args in ((int, str), (int,), ("X",), (), (int, str, float, bytes)):
    try:
        print(typing.Optional[args] if args else typing.Optional[()])
    except TypeError as e:
        print("TypeError", e)
print(typing.Optional[int], typing.Optional[typing.List[int]])
