from typing import Optional, Union, List
import json
class E(json.JSONEncoder):
    def default(self, o):
        return sorted(o) if isinstance(o, dict) else super().default(o)
cases = [
    lambda: (isinstance([1], list[int])),
    lambda: (isinstance(1, int | list[int])),
    lambda: (issubclass(bool, int | None), issubclass(int, (str, bytes | None))),
    lambda: ((int | str) == (int | str), (int | str) == (str | int), hash(int | str) == hash(str | int)),
    lambda: (int | "str"),
    lambda: (list[int] == list[int], list[int] == list, list[int] | None, dict[str, int | None]),
    lambda: (type(list[int]), type(int | None)),
    lambda: (json.dumps({"a": 1}, cls=E, indent=None), json.dumps([2], cls=E)),
    lambda: (json.dumps(object(), cls=E)),
    lambda: (json.loads("[1]", cls=json.JSONDecoder), json.JSONDecoder(parse_int=float).decode("[5]")),
    lambda: (json.JSONEncoder(indent=2).encode([1]), json.JSONEncoder(separators=(",", ":")).encode({"a": [1, 2]})),
    lambda: (json.dumps({"k": 1}, cls=E, skipkeys=True, ensure_ascii=False, sort_keys=True)),
    lambda: (Optional[int | str], Union[int, list[str]], List[int | None]),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
