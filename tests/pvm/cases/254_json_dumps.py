# json.dumps: types, separators, indent, sort_keys, ensure_ascii, floats
import json
values = [None, True, False, 0, -5, 10 ** 30, 1.5, 0.1, 1e20, 1e-7, 1e16, -0.0, 3.141592653589793, "", "text", "quote\"back\\slash",
          "ctrl\n\t\x00\x1f", "é日本😀", [], [1, [2, [3]]], (1, 2), {}, {"a": 1, "b": [True, None]}, {"nested": {"k": {}}}]
for v in values:
    print(json.dumps(v))
print(json.dumps("é日本😀", ensure_ascii=False), json.dumps({"ü": "ö"}, ensure_ascii=False))
print(json.dumps({1: "int key", 2.5: "float key", True: "bool key", None: "none key"}))
d = {"b": 1, "a": [1, 2, {"d": 4, "c": 3}], "c": {"z": None, "y": "why"}}
print(json.dumps(d, sort_keys=True))
print(json.dumps(d, indent=2, sort_keys=True))
print(json.dumps(d, indent=0))
print(json.dumps([1, {"k": []}, {}], indent="\t"))
print(json.dumps(d, separators=(",", ":")), json.dumps([1, 2], separators=(" , ", " : ")))
print(json.dumps(d, indent=1, separators=(",", ": ")))
print(json.dumps([float("inf"), float("-inf"), float("nan")]))
for bad in [float("inf"), {"k": float("nan")}]:
    try:
        json.dumps(bad, allow_nan=False)
    except ValueError as e:
        print(type(e).__name__, e)
for bad in [b"bytes", {(1, 2): "tuple key"}, object, [bytearray(b"x")], {"k": range(2)}]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(json.dumps({(1, 2): "skipped", "kept": 1}, skipkeys=True))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(json.dumps([Point(1, 2)], default=lambda o: {"x": o.x, "y": o.y}))
print(json.dumps({"p": Point(3, 4)}, default=lambda o: [o.x, o.y], indent=2))
print(json.dumps([[[[]]]]), json.dumps({"": ""}), json.dumps([1.0, 2.50, 100.0, 1e100, 123456789.123456789]))
print(json.dumps("\u2028\u2029\ud7ff\ue000"), json.dumps("\x7f"), json.dumps("/"))
