import json

records = ['{"id": 1, "tags": ["a"]}', '{"id": 2, "tags": []}', '{"id": 3}']
parsed = [json.loads(r) for r in records]
print(parsed)
print([r.get("tags", ["none"]) for r in parsed])
print(json.dumps(parsed, sort_keys=True))
for bad in ["[1, 2", '{"a" 1}', "[1,]", '"unterminated']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:>16}: {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")
total = 0
for r in parsed:
    total += r["id"]
print("total", total)
line = "  "
print(repr(line.strip()))
print(isinstance(json.JSONDecodeError("m", "d", 0), ValueError))
print(json.loads("[]") == [], json.loads('{"k": {"n": null}}'))
print(json.dumps({"nested": {"list": [1, 2, {"x": None}]}}, indent=1))
print("about to fail")
config = json.loads(line.strip())
print(config)
