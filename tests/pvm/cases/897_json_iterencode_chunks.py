# json.dump writes and JSONEncoder.iterencode yields CPython's pieces: partial
# output before an error, skipkeys, circular references, cls=, indent forms.
import json
cases = [{'b': [1, {'x': None}], 'a': {}, 'c': []}, [1, 'a', [2], {}, 1.5, True, {'k': [3]}], "s", 5, None, [[[]]], {"é": "ü"}, {1: 2, True: 3, None: 4, 2.5: 5}]
for c in cases:
    for kw in [{}, {"indent": 2}, {"indent": "\t", "sort_keys": False}, {"separators": (",", ":")}, {"ensure_ascii": False}]:
        print(list(json.JSONEncoder(**kw).iterencode(c)))
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W()
json.dump({"a": [1, 2, {"b": 3}], "z": "q"}, w)
print(w.parts)
w = W()
try:
    json.dump([1, 2, object()], w)
except TypeError as e:
    print(e, w.parts)
w = W()
try:
    json.dump({"a": 1, (1,): 2}, w)
except TypeError as e:
    print(e, w.parts)
w = W()
json.dump({"a": 1, (1,): 2, "b": 3}, w, skipkeys=True, indent=1)
print(w.parts)
l = [1]; l.append(l)
w = W()
try:
    json.dump(l, w)
except ValueError as e:
    print(e, w.parts)
class E(json.JSONEncoder):
    def default(self, o):
        return {"obj": o.__class__.__name__}
w = W()
json.dump([object(), 1], w, cls=E)
print(w.parts)
try:
    json.dump({"b": 1, 2: 3}, W(), sort_keys=True)
except TypeError as e:
    print(e)
try:
    json.dump([float("nan")], W(), allow_nan=False)
except ValueError as e:
    print(e)
try:
    json.dump(1, W(), bogus=1)
except TypeError as e:
    print(e)
