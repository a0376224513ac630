import json
from dataclasses import dataclass, asdict
from enum import Enum

class Color(Enum):
    RED = "red"
    BLUE = "blue"

@dataclass
class Point:
    x: float
    y: float

class AppEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"__point__": [o.x, o.y]}
        if isinstance(o, Color):
            return o.value
        if isinstance(o, range):
            return list(o)
        return super().default(o)

data = {"p": Point(1, 2.5), "c": Color.RED, "r": range(3), "plain": [1, "a", None]}
print(json.dumps(data, cls=AppEncoder))
print(json.dumps(data, cls=AppEncoder, indent=2, sort_keys=True))
print(AppEncoder().encode([Point(0, 0)]), AppEncoder(separators=(",", ":")).encode({"a": Point(1, 1)}))
enc = AppEncoder(indent=1)
print(enc.item_separator == ",", enc.key_separator, enc.indent, enc.sort_keys)
try:
    json.dumps({"bad": object()}, cls=AppEncoder)
except TypeError as e:
    print("TypeError:", e)
print(json.JSONEncoder().encode({"a": [1, 2]}), json.JSONEncoder(sort_keys=True).encode({"b": 1, "a": 2}))
try:
    json.JSONEncoder().encode(Point(1, 2))
except TypeError as e:
    print("TypeError:", e)
print("".join(json.JSONEncoder().iterencode([1, 2])))
def hook(d):
    if "__point__" in d:
        return Point(*d["__point__"])
    return d
text = json.dumps({"pts": [Point(1, 2), Point(3, 4)]}, cls=AppEncoder)
back = json.loads(text, object_hook=hook)
print(back, back["pts"][1].y)
class PointDecoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=hook, **kw)
print(json.loads(text, cls=PointDecoder))
print(json.JSONDecoder().decode('{"a": [1, 2.5, null]}'), PointDecoder().decode('{"__point__": [5, 6]}'))
class Upper(json.JSONEncoder):
    def encode(self, o):
        return super().encode(o).upper()
print(json.dumps({"k": "v"}, cls=Upper), json.dumps(asdict(Point(1, 2))))
print(isinstance(AppEncoder(), json.JSONEncoder), json.JSONDecodeError.__name__, issubclass(json.JSONDecodeError, ValueError))
