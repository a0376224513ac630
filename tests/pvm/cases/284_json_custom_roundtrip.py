# JSON round trips of custom objects via default= and object_hook=
import json
from dataclasses import dataclass, asdict, field
from enum import Enum
class Kind(Enum):
    FILE = "file"
    DIR = "dir"
@dataclass
class Node:
    name: str
    kind: Kind
    size: int = 0
    children: list = field(default_factory=list)
def encode(o):
    if isinstance(o, Node):
        d = {"__node__": True, "name": o.name, "kind": o.kind.value}
        if o.kind is Kind.FILE:
            d["size"] = o.size
        else:
            d["children"] = o.children
        return d
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")
def decode(d):
    if d.get("__node__"):
        return Node(d["name"], Kind(d["kind"]), d.get("size", 0), d.get("children", []))
    return d
tree = Node("root", Kind.DIR, children=[Node("a.txt", Kind.FILE, 120), Node("src", Kind.DIR, children=[Node("main.py", Kind.FILE, 2048)]), Node("empty", Kind.DIR)])
text = json.dumps(tree, default=encode, sort_keys=True)
print(text)
back = json.loads(text, object_hook=decode)
print(back == tree, back.children[1].children[0])
def total(n):
    return n.size + sum(total(c) for c in n.children)
print(total(back))
print(json.dumps(tree, default=encode, indent=1)[:120])
try:
    json.dumps({"x": object()}, default=encode)
except TypeError as e:
    print(type(e).__name__, e)
pairs = json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=lambda ps: ps)
print(pairs)
ordered = json.loads('{"z": 1, "y": {"x": 2}}', object_pairs_hook=lambda ps: dict(sorted(ps)))
print(ordered, list(ordered))
nums = json.loads("[1, 2.5, 1e400, -0.0, 12345678901234567890]")
print(nums, [type(n).__name__ for n in nums])
print(json.dumps(nums), json.dumps([1.0, -0.0, 1e-7]))
big = {"k%d" % i: list(range(i)) for i in range(5)}
s = json.dumps(big, separators=(",", ":"))
print(s, len(s), json.loads(s) == big)
print(json.dumps("quotes \" and \\ and \u0001 and \u20ac"), json.dumps("\u20ac", ensure_ascii=False))
