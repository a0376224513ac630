# typing's generic aliases work in isinstance/issubclass as the classes they
# stand for (typing.List is list, typing.Sequence is collections.abc's
# Sequence, ...), unions do too, while special forms and subscripted
# generics are refused with CPython's TypeErrors.
import collections
import typing
from typing import Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union


def describe(value):
    if isinstance(value, (str, bytes)):
        return "text"
    if isinstance(value, Mapping):
        return "mapping of %d" % len(value)
    if isinstance(value, Sequence):
        return "sequence of %d" % len(value)
    if isinstance(value, Iterable):
        return "iterable"
    if isinstance(value, Callable):
        return "callable"
    return "scalar"


for v in ["s", {"a": 1}, [1, 2], (3,), range(4), (x for x in "ab"), len, 42, collections.OrderedDict(k=1)]:
    print(type(v).__name__, "->", describe(v))

checks = [
    ("List", lambda: isinstance([], List)),
    ("Dict", lambda: isinstance({}, Dict)),
    ("Tuple", lambda: isinstance([], Tuple)),
    ("Counter", lambda: isinstance(collections.Counter(), typing.Counter)),
    ("Deque", lambda: isinstance(collections.deque(), typing.Deque)),
    ("DefaultDict", lambda: isinstance({}, typing.DefaultDict)),
    ("Iterator", lambda: isinstance(iter([]), typing.Iterator)),
    ("Hashable", lambda: (isinstance([], typing.Hashable), isinstance((), typing.Hashable))),
    ("Type", lambda: isinstance(int, typing.Type)),
    ("issubclass", lambda: (issubclass(list, Sequence), issubclass(dict, typing.MutableMapping), issubclass(int, typing.Sized))),
    ("Union", lambda: (isinstance("s", Union[int, str]), isinstance(2.5, Union[int, str]))),
    ("Optional", lambda: (isinstance(None, Optional[int]), isinstance(3, Optional[int]), isinstance("x", Optional[int]))),
    ("issubclass Union", lambda: issubclass(bool, Union[int, None])),
    ("Any issubclass", lambda: issubclass(int, typing.Any)),
    ("Any", lambda: isinstance(1, typing.Any)),
    ("Union bare", lambda: isinstance(1, Union)),
    ("Literal", lambda: isinstance(1, typing.Literal[1])),
    ("List[int]", lambda: isinstance([], List[int])),
    ("Union of generic", lambda: isinstance([], Union[List[int], None])),
]
for name, check in checks:
    try:
        print(name, check())
    except TypeError as e:
        print(name, "TypeError:", e)
