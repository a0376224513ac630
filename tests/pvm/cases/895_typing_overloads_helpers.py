# typing: get_overloads/clear_overloads, calling an overload stub, assert_type,
# dataclass_transform and is_typeddict.
import typing
from typing import overload, get_overloads, TypedDict, assert_type, dataclass_transform, is_typeddict
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x * 2
print(f(2), f("a"), len(get_overloads(f)), [o.__annotations__ for o in get_overloads(f)])
typing.clear_overloads()
print(get_overloads(f))
class TD(TypedDict):
    a: int
print(is_typeddict(TD), is_typeddict(dict), is_typeddict(TypedDict), assert_type(5, int))
@dataclass_transform()
def model(cls):
    return cls
@model
class M:
    pass
print(M.__name__, model.__dataclass_transform__["eq_default"])
@overload
def g(x: int) -> int: ...
try:
    g(1)
except NotImplementedError as e:
    print("NotImplementedError", e)
