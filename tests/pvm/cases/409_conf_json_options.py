import json
data = {"name": "Widget", "tags": ["a", "b"], "price": 12.5, "stock": None, "ok": True, "n": 3, "nested": {"z": 1, "a": [1, 2, {"k": "v"}]}}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, sort_keys=True, indent=4))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps({"é": "ü€", "emoji": "😀"}), json.dumps({"é": "ü"}, ensure_ascii=False))
print(json.dumps([1.0, 1e100, 0.1, -0.0, 1e-7, float("inf")]))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
print(json.dumps("a\"b\\c\n\t\x01"), json.dumps((1, 2)), json.dumps([]), json.dumps({}), json.dumps({}, indent=2), json.dumps([[]], indent=2))
class Obj:
    def __init__(self, v):
        self.v = v
def default(o):
    if isinstance(o, Obj):
        return {"v": o.v}
    raise TypeError(f"no {type(o).__name__}")
print(json.dumps([Obj(1), Obj([2])], default=default))
try:
    json.dumps(Obj(1))
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
s = '{"a": [1, 2.5, "x", null, true, false], "b": {"c": -1e3}, "u": "\\u00e9\\ud83d\\ude00"}'
obj = json.loads(s)
print(obj, type(obj["b"]["c"]))
print(json.loads("3"), json.loads('"s"'), json.loads("[]"), json.loads(" 1.5 "), json.loads("-0"), json.loads("1E2"))
for bad in ["{", "[1,]", "{'a': 1}", "nul", "", "[1] x"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e)
print(json.loads('{"a": 1, "a": 2}'), json.loads("[1, 2]", parse_int=str) if False else 0)
print(json.dumps({"k": [1, {"x": []}]}, indent="\t"))
print(json.dumps(data, indent=1, separators=(",", ": "), sort_keys=True)[:60])
print(json.loads(json.dumps(data)) == data, json.dumps("😀", ensure_ascii=True))
print(json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())))
print(json.dumps(12345678901234567890), json.dumps(True), json.dumps(None), json.dumps(3.0))
