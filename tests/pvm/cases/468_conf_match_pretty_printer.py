import json
from typing import Any

def pretty(value: Any, indent: int = 0) -> str:
    pad = "  " * indent
    match value:
        case None:
            return "null"
        case bool(b):
            return "yes" if b else "no"
        case int(i) | float(i):
            return f"{i:,}" if isinstance(i, int) else f"{i:.3g}"
        case str(s) if "\n" in s:
            return "|\n" + "\n".join(pad + "  " + line for line in s.splitlines())
        case str(s):
            return repr(s)
        case [] | {}:
            return "(empty)"
        case list(items):
            return "\n".join(f"{pad}- {pretty(v, indent + 1).lstrip()}" for v in items)
        case dict(d):
            out = []
            for k, v in d.items():
                inner = pretty(v, indent + 1)
                if isinstance(v, (list, dict)) and v:
                    out.append(f"{pad}{k}:\n{inner}")
                else:
                    out.append(f"{pad}{k}: {inner}")
            return "\n".join(out)
        case _:
            raise TypeError(f"cannot render {type(value).__name__}")

doc = json.loads("""{
  "name": "cowboy", "version": 3, "ratio": 0.123456, "big": 12345678,
  "active": true, "owner": null, "notes": "line one\\nline two",
  "tags": ["a", "b"], "empty": [], "meta": {"depth": {"x": 1, "y": [1, {"z": false}]}, "none": {}}
}""")
print(pretty(doc))
try:
    pretty({"bad": (1, 2)})
except TypeError as e:
    print("TypeError:", e)
def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        match v:
            case dict() if v:
                out.update(flatten(v, key))
            case list():
                for i, item in enumerate(v):
                    out.update(flatten({str(i): item}, key))
            case _:
                out[key] = v
    return out
flat = flatten(doc)
for k in sorted(flat):
    print(f"{k:<18} = {flat[k]!r}")
def unflatten(flat):
    root = {}
    for key, v in flat.items():
        parts = key.split(".")
        node = root
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = v
    return root
print(json.dumps(unflatten({"a.b": 1, "a.c.d": 2, "e": 3}), sort_keys=True))
