# json.dumps encodes a dict subclass from its items() when the subclass
# defines one (CPython's encoder lists the items of any dict that is not
# exactly a dict); plain dicts and subclasses without items() are read
# directly.
import json
from collections import Counter, OrderedDict, defaultdict


class Public(dict):
    "A record whose private keys stay out of listings."

    def items(self):
        return [(k, v) for k, v in super().items() if not k.startswith("_")]


class Reversed(dict):
    def items(self):
        for key in reversed(list(self.keys())):
            yield key, self[key]


class Broken(dict):
    def items(self):
        return [["key", "value"]]


class Plain(dict):
    def __getitem__(self, key):
        return "not used by json"


record = Public(name="ada", _token="s3cret", tags=["x"], nested=Public(_id=7, ok=True))
print(json.dumps(record))
print(json.dumps(record, sort_keys=True))
print(json.dumps(record, indent=2))
print(json.dumps([Public(_only=1), Public()]))
print(json.dumps(Reversed(a=1, b=2, c=3)), json.dumps(Reversed(a=1, b=2, c=3), sort_keys=True))
print(json.dumps(Plain(a=1)), json.dumps({"outer": Plain(b=2)}))
print(json.dumps(Counter("abca")), json.dumps(OrderedDict(z=1, a=2)), json.dumps(defaultdict(list, k=[1])))
print(json.dumps(OrderedDict(z=1, a=2), sort_keys=True), json.dumps(Counter(b=2, a=1), sort_keys=True))
try:
    json.dumps(Broken(k=1))
except ValueError as e:
    print("ValueError:", e)
loop = Public(a=1)
loop["self"] = loop
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError:", e)
print(json.loads(json.dumps(record)) == {"name": "ada", "tags": ["x"], "nested": {"ok": True}})
