# Realistic program: JSON round trips: nested data, ensure_ascii, indent, sort_keys, separators, default= and object_hook= for dataclasses and enums, decode errors with positions, a JSONEncoder subclass.
import json
from dataclasses import dataclass, asdict
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

@dataclass
class Pt:
    x: float
    y: float

data = {
    "name": "Widget \"Pro\"",
    "tags": ["a", "b", "ünï", "emoji 😀", "tab\there", "nl\nx", "ctrl\x01"],
    "price": 19.99,
    "big": 12345678901234567890,
    "neg": -0.0,
    "exp": 1e-7,
    "float_int": 3.0,
    "ok": True,
    "none": None,
    "nested": {"z": [1, [2, [3, {}]]], "a": {"empty": [], "e2": {}}},
    "tuple": (1, 2),
    5: "int key",
    2.5: "float key",
    None: "none key",
    False: "bool key",
}

s = json.dumps(data)
print(s)
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data["nested"], indent=2, sort_keys=True))
print(json.dumps([1, {"b": 2, "a": [3, 4]}], indent="\t"))
print(json.dumps({"a": 1, "b": [1, 2]}, separators=(",", ":")), json.dumps([1, 2], separators=(", ", ": "), indent=0))
print(json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=4, separators=(",", " = ")))
back = json.loads(s)
print(back == data, sorted(back.keys()), back["tuple"], back["5"], back["null"], back["false"])
print(json.loads('{"a": 1.0, "b": 1e2, "c": -0, "d": 1E-3, "e": 12345678901234567890123, "f": "\\u00e9\\ud83d\\ude00"}'))
print(json.loads("[NaN, Infinity, -Infinity]"), json.dumps([float("inf"), float("nan")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)

def default(o):
    if isinstance(o, Pt):
        return {"__pt__": True, **asdict(o)}
    if isinstance(o, Color):
        return {"__color__": o.name}
    raise TypeError(f"cannot serialize {type(o).__name__}")

def hook(d):
    if "__pt__" in d:
        return Pt(d["x"], d["y"])
    if "__color__" in d:
        return Color[d["__color__"]]
    return d

payload = {"points": [Pt(1, 2), Pt(-1.5, 0)], "color": Color.GREEN, "meta": {"n": 2}}
enc = json.dumps(payload, default=default, sort_keys=True)
print(enc)
dec = json.loads(enc, object_hook=hook)
print(dec)
print(json.loads('[["a", 1], ["b", 2]]', object_pairs_hook=None), json.loads('{"a": 1, "a": 2}'))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda pairs: pairs))
print(json.loads("1.5", parse_float=lambda t: "F" + t), json.loads("7", parse_int=lambda t: int(t) * 2))
try:
    json.dumps({"o": object()})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(payload)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): 3, "k": 1}, skipkeys=True))
for bad in ['{"a": 1,}', '[1, 2', '{"a" 1}', '', 'nul', '"abc', '[1] x', '{"a": 01}', "{'a': 1}", '"\\x"', '   ', '[1,,2]', '{"a":1 "b":2}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:14} -> {e.msg} | line {e.lineno} col {e.colno} pos {e.pos} | {e}")
print(issubclass(json.JSONDecodeError, ValueError))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Pt):
            return [o.x, o.y]
        return super().default(o)
print(json.dumps({"p": Pt(3, 4)}, cls=Enc), Enc(sort_keys=True).encode({"b": Pt(0, 1), "a": 1}))
try:
    Enc().encode(object)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps("</script>\u2028"), json.dumps("\u007f\x7f\x1f"), json.dumps(1.0), json.dumps(1e100), json.dumps(0.1), json.dumps(-5), json.dumps(True))
rt = json.loads(json.dumps({"deep": [[[[["x"]]]]]}, indent=1))
print(rt, json.dumps(rt, indent=1))
print(json.dumps([]), json.dumps({}), json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=2))
d = json.JSONDecoder()
print(d.decode('{"x": [1, 2]}'), d.raw_decode('[1, 2] tail'))
print(json.loads(b'{"bytes": true}'), json.loads('"\\u00e9"') == "é", json.loads(' \n{"a"\n:\n1}\n'))
