# uncaught AttributeError on a builtin type (no close match to suggest)
print((1, 2).count(1), [1].append(2), "s".upper())
for obj in [[], ()]:
    print(type(obj).__name__, hasattr(obj, "append"), hasattr(obj, "count"))
try:
    (1,).append(2)
except AttributeError as e:
    print("handled:", e)
records = [{"id": 1, "tags": ["a", "b"]}, {"id": 2, "tags": ("c",)}]
def add_tag(record, tag):
    record["tags"].append(tag)
    print("tags now", record["tags"])
def describe(record):
    return f"record {record['id']} with {len(record['tags'])} tags"
for r in records:
    print(describe(r))
add_tag(records[0], "z")
print(getattr((), "append", "no append on tuple"), [x for x in ("a", "b")])
add_tag(records[1], "zz")
print("unreachable")
