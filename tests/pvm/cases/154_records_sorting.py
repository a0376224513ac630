# tuples and dicts as records: sorting by several keys, grouping, ranking
employees = [
    ("alice", "eng", 120, 2015),
    ("bob", "eng", 95, 2019),
    ("carol", "ops", 95, 2012),
    ("dan", "sales", 70, 2020),
    ("erin", "eng", 120, 2011),
    ("frank", "ops", 80, 2019),
    ("gina", "sales", 88, 2015),
]
by_salary = sorted(employees, key=lambda e: (-e[2], e[3], e[0]))
print([e[0] for e in by_salary])
by_dept = {}
for name, dept, sal, year in employees:
    by_dept.setdefault(dept, []).append((name, sal))
for dept in sorted(by_dept):
    members = by_dept[dept]
    total = sum(s for _, s in members)
    print(f"{dept:<6} n={len(members)} total={total} avg={total / len(members):.2f} top={max(members, key=lambda m: m[1])[0]}")
ranked = []
prev, rank = None, 0
for i, e in enumerate(by_salary, 1):
    if e[2] != prev:
        rank = i
        prev = e[2]
    ranked.append((rank, e[0], e[2]))
print(ranked)
records = [dict(zip(("name", "dept", "salary", "year"), e)) for e in employees]
print(records[0])
print(sorted((r["year"], r["name"]) for r in records if r["dept"] != "eng"))
oldest = min(records, key=lambda r: r["year"])
print(oldest["name"], max(records, key=lambda r: (r["salary"], -r["year"]))["name"])
table = [("name", "salary")] + [(r["name"], str(r["salary"])) for r in records[:3]]
widths = [max(len(row[i]) for row in table) for i in range(2)]
for row in table:
    print(" | ".join(cell.ljust(w) for cell, w in zip(row, widths)))
buckets = {}
for r in records:
    buckets.setdefault(r["salary"] // 25 * 25, []).append(r["name"])
print(dict(sorted(buckets.items())))
print(sorted(employees, key=lambda e: e[1])[0], sorted(employees, key=lambda e: e[1], reverse=True)[0])
