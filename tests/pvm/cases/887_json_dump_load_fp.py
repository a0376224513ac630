# json.dump writes to anything with a write method, json.load reads from
# anything with a read method (there is no io module in the PVM).
import json

class Writer:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
    def getvalue(self):
        return "".join(self.parts)

class Reader:
    def __init__(self, text):
        self.text = text
    def read(self):
        return self.text

w = Writer()
json.dump({"b": [1, 2.5, None], "a": {"x": True}}, w, indent=2, sort_keys=True)
print(w.getvalue())
w = Writer()
json.dump(["é", 1], w, ensure_ascii=False, separators=(",", ":"))
print(w.getvalue())
print(json.load(Reader('{"k": [1, 2, {"n": null}]}')))
print(json.load(Reader('[1.5, 2]'), parse_float=str))
print(json.load(Reader('{"a": 1}'), object_pairs_hook=lambda kv: kv))
try:
    json.dump(1, object())
except AttributeError as e:
    print("AttributeError:", e)
try:
    json.load(Reader("{bad"))
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
try:
    json.dump({(1, 2): 3}, Writer())
except TypeError as e:
    print("TypeError:", e)
class Custom(json.JSONEncoder):
    def default(self, o):
        return sorted(o) if isinstance(o, dict) else super().default(o)
w = Writer()
json.dump({"z": 1}, w, cls=Custom)
print(w.getvalue())
