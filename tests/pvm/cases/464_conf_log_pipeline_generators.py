from collections import defaultdict, Counter
from itertools import islice

LOG = """2024-01-01 10:00:01 INFO  api    request id=1 path=/users ms=12
2024-01-01 10:00:02 WARN  api    slow request id=2 path=/search ms=950
2024-01-01 10:00:02 INFO  db     query id=3 table=users ms=3
2024-01-01 10:00:03 ERROR api    failed id=4 path=/pay ms=31 err=timeout
2024-01-01 10:00:04 INFO  api    request id=5 path=/users ms=15
garbage line here
2024-01-01 10:00:05 ERROR db     failed id=6 table=orders ms=5000 err=deadlock
2024-01-01 10:00:06 DEBUG cache  hit id=7 key=u:1 ms=0"""

def lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line

def parse(rows):
    for n, line in rows:
        parts = line.split()
        if len(parts) < 5 or parts[2] not in ("DEBUG", "INFO", "WARN", "ERROR"):
            print(f"skip line {n}: {line!r}")
            continue
        date, time, level, comp, msg, *kv = parts
        fields = dict(item.split("=", 1) for item in kv if "=" in item)
        yield {"n": n, "ts": f"{date}T{time}", "level": level, "comp": comp, "msg": msg, **fields}

def where(recs, **conds):
    for r in recs:
        if all(r.get(k) == v for k, v in conds.items()):
            yield r

def convert(recs, key, fn):
    for r in recs:
        if key in r:
            r = {**r, key: fn(r[key])}
        yield r

records = list(convert(parse(lines(LOG)), "ms", int))
print(len(records), records[0])
print([r["id"] for r in where(records, level="ERROR")], [r["n"] for r in where(records, comp="api", level="INFO")])
by_level = Counter(r["level"] for r in records)
print(sorted(by_level.items()), by_level.most_common(1))
latency = defaultdict(list)
for r in records:
    latency[r["comp"]].append(r["ms"])
for comp, ms in sorted(latency.items()):
    print(f"{comp:<6} n={len(ms)} avg={sum(ms) / len(ms):8.2f} max={max(ms):5d}")
slow = (r for r in records if r["ms"] > 100)
print([f'{r["id"]}:{r["ms"]}' for r in islice(slow, 2)], next(slow, None) is not None)
errors = {r["id"]: r.get("err", "?") for r in records if r["level"] == "ERROR"}
print(errors)
pipeline = (r["path"] for r in records if "path" in r)
print(sorted(Counter(pipeline).items(), key=lambda kv: (-kv[1], kv[0])))
def tail(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
    return buf
print([r["n"] for r in tail(iter(records), 3)], sum(1 for _ in where(records, comp="nope")))
