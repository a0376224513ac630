# mini-program: parse a CSV-like dataset and produce a formatted text report
DATA = """region,product,units,unit_price
north,widget,120,2.50
south,widget,80,2.50
north,gadget,15,19.99
east,widget,200,2.45
south,gizmo,7,149.00
east,gadget,30,18.75
north,gizmo,2,155.50
west,widget,0,2.50
"""
rows = []
header, *lines = DATA.strip().splitlines()
cols = header.split(",")
for n, line in enumerate(lines, 2):
    rec = dict(zip(cols, line.split(",")))
    rec["units"] = int(rec["units"])
    rec["unit_price"] = float(rec["unit_price"])
    rec["revenue"] = round(rec["units"] * rec["unit_price"], 2)
    rows.append(rec)
def table(rows, columns, formats):
    cells = [[formats.get(c, "{}").format(r[c]) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    lines = [" | ".join(c.upper().ljust(w) for c, w in zip(columns, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    for row in cells:
        lines.append(" | ".join(v.rjust(w) if v[:1].isdigit() or v[:1] in "$-" else v.ljust(w) for v, w in zip(row, widths)))
    return "\n".join(lines)
fmt = {"unit_price": "${:,.2f}", "revenue": "${:,.2f}", "units": "{:,}"}
print(table(sorted(rows, key=lambda r: -r["revenue"]), ["region", "product", "units", "unit_price", "revenue"], fmt))
by_region = {}
for r in rows:
    agg = by_region.setdefault(r["region"], {"region": r["region"], "units": 0, "revenue": 0.0})
    agg["units"] += r["units"]
    agg["revenue"] = round(agg["revenue"] + r["revenue"], 2)
print()
print(table(sorted(by_region.values(), key=lambda a: a["region"]), ["region", "units", "revenue"], fmt))
total = sum(r["revenue"] for r in rows)
print(f"\nTOTAL revenue ${total:,.2f} over {sum(r['units'] for r in rows):,} units")
share = {p: sum(r["revenue"] for r in rows if r["product"] == p) / total for p in dict.fromkeys(r["product"] for r in rows)}
for p, s in sorted(share.items(), key=lambda kv: -kv[1]):
    bar = "#" * round(s * 40)
    print(f"{p:<7} {s:6.1%} {bar}")
print(repr(total), f"{total:.10e}", f"{max(rows, key=lambda r: r['unit_price'])['product']}")
