# typing.TypedDict: __required_keys__ and __optional_keys__ from total=, Required[], NotRequired[] (also inside
# Annotated) and the bases' keys; they are frozensets in CPython, compared here through sorted() and in
from typing import TypedDict, Required, NotRequired, Annotated, get_type_hints
class Movie(TypedDict):
    title: Required[str]
    year: NotRequired[int]
    rating: float
class Partial(TypedDict, total=False):
    a: int
    b: Required[str]
    c: Annotated[Required[int], "meta"]
class Sub(Partial):
    d: int
    a: Required[int]
for td in (Movie, Partial, Sub):
    print(td.__name__, sorted(td.__required_keys__), sorted(td.__optional_keys__), td.__total__, list(td.__annotations__))
print("title" in Movie.__required_keys__, len(Sub.__optional_keys__), Movie.__required_keys__ if len(Movie.__required_keys__) == 1 else "", Sub(a=1, b="x", c=2, d=3))
def validate(td, data):
    missing = sorted(k for k in td.__required_keys__ if k not in data)
    unknown = sorted(k for k in data if k not in td.__annotations__)
    return missing, unknown
print(validate(Movie, {"year": 1999, "extra": 1}), validate(Sub, {"a": 1, "b": "", "c": 0, "d": 4}))
