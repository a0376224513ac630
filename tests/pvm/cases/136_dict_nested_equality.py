# nested dicts, equality across types, copying, recursive structures
config = {"db": {"host": "localhost", "ports": [5432, 5433]}, "debug": False, "tags": ("a", "b")}
print(config["db"]["ports"][1], config.get("db", {}).get("user", "anonymous"))
print(config == {"debug": False, "tags": ("a", "b"), "db": {"ports": [5432, 5433], "host": "localhost"}})
print({"a": [1, 2]} == {"a": (1, 2)}, {1: 1} == {1.0: 1.0}, {"a": 1} != {"a": 1, "b": None})
print({} == {}, {} == [], {"k": float("nan")} == {"k": float("nan")})
nan = float("nan")
print({"k": nan} == {"k": nan}, [nan] == [nan])
shallow = dict(config)
shallow["db"]["host"] = "changed"
print(config["db"]["host"])
def get_path(d, path, default=None):
    cur = d
    for part in path.split("."):
        if isinstance(cur, dict) and part in cur:
            cur = cur[part]
        elif isinstance(cur, (list, tuple)) and part.isdigit() and int(part) < len(cur):
            cur = cur[int(part)]
        else:
            return default
    return cur
print(get_path(config, "db.ports.0"), get_path(config, "db.ports.5"), get_path(config, "tags.1"), get_path(config, "x.y", "nf"))
def set_path(d, path, value):
    *parents, last = path.split(".")
    for p in parents:
        d = d.setdefault(p, {})
    d[last] = value
tree = {}
set_path(tree, "a.b.c", 1)
set_path(tree, "a.b.d", 2)
set_path(tree, "a.e", 3)
print(tree)
def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out
print(flatten(tree), flatten(config))
rec = {"name": "root"}
rec["self"] = rec
print(rec)
print(len(str(rec)))
counts = {}
for k1, k2 in [("a", "x"), ("a", "y"), ("b", "x"), ("a", "x")]:
    counts.setdefault(k1, {}).setdefault(k2, 0)
    counts[k1][k2] += 1
print(counts)
