# generator pipelines processing a log
LOG = """\
2024-01-01 INFO user=alice action=login
2024-01-01 WARN user=bob action=login failed=1
2024-01-02 INFO user=alice action=buy amount=30
2024-01-02 ERROR user=carol action=buy amount=x
2024-01-03 INFO user=bob action=buy amount=12
2024-01-03 INFO user=alice action=buy amount=8
2024-01-04 INFO user=dave action=logout"""
def lines(text):
    for line in text.splitlines():
        yield line
def parse(lines_):
    for line in lines_:
        date, level, *fields = line.split()
        rec = {"date": date, "level": level}
        for f in fields:
            k, _, val = f.partition("=")
            rec[k] = val
        yield rec
def only(level, recs):
    return (r for r in recs if r["level"] == level)
def amounts(recs):
    for r in recs:
        if r.get("action") != "buy":
            continue
        try:
            yield r["user"], int(r["amount"])
        except ValueError as e:
            print("  skipping bad amount:", e)
recs = list(parse(lines(LOG)))
print(len(recs), recs[0])
print([r["user"] for r in only("INFO", recs)])
totals = {}
for user, amt in amounts(parse(lines(LOG))):
    totals[user] = totals.get(user, 0) + amt
print(totals)
def window(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)
print(list(window(range(6), 3)))
def running_sum(it):
    s = 0
    for x in it:
        s += x
        yield s
print(list(running_sum(amt for _, amt in amounts(parse(lines(LOG))))))
def dedupe(it):
    seen = []
    for x in it:
        if x not in seen:
            seen.append(x)
            yield x
print(list(dedupe(r["user"] for r in recs)))
levels = {}
for r in recs:
    levels.setdefault(r["level"], []).append(r["date"])
print(levels)
def batched(it, n):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)))
