import json
from collections import Counter, OrderedDict
from functools import reduce
import operator

inventory_json = """
{
  "warehouse": "north",
  "items": [
    {"sku": "A-1", "name": "bolt", "qty": 120, "price": 0.25, "tags": ["metal", "small"]},
    {"sku": "B-7", "name": "nut", "qty": 80, "price": 0.1, "tags": ["metal"]},
    {"sku": "C-3", "name": "washer", "qty": 0, "price": 0.05, "tags": []},
    {"sku": "D-9", "name": "gear", "qty": 7, "price": 12.5, "tags": ["metal", "large"]}
  ]
}
"""
data = json.loads(inventory_json)
items = data["items"]
print(data["warehouse"], len(items))
value = sum(i["qty"] * i["price"] for i in items)
print(f"total value: {value:.2f}", round(value, 1), value)
in_stock = [i["name"] for i in items if i["qty"]]
print(in_stock, any(i["qty"] == 0 for i in items), all(i["price"] > 0 for i in items))
tags = Counter(t for i in items for t in i["tags"])
print(tags.most_common(), list(tags.keys()))
by_price = sorted(items, key=lambda i: i["price"], reverse=True)
print([i["sku"] for i in by_price])
report = OrderedDict()
for i in sorted(items, key=operator.itemgetter("name")):
    report[i["name"]] = {"qty": i["qty"], "value": round(i["qty"] * i["price"], 2)}
print(json.dumps(report, indent=2))
print(json.dumps(report, sort_keys=True, separators=(",", ":")))
total_qty = reduce(operator.add, (i["qty"] for i in items), 0)
print(total_qty, max(items, key=lambda i: i["qty"])["name"], min(i["price"] for i in items))
restock = {i["sku"]: max(0, 50 - i["qty"]) for i in items}
print(restock, {k: v for k, v in restock.items() if v})
table = [("SKU", "NAME", "QTY", "PRICE")] + [(i["sku"], i["name"], str(i["qty"]), f'{i["price"]:.2f}') for i in items]
widths = [max(len(row[c]) for row in table) for c in range(4)]
for row in table:
    print(" | ".join(cell.ljust(w) if n < 2 else cell.rjust(w) for n, (cell, w) in enumerate(zip(row, widths))))
print(json.dumps(items[0]), json.dumps(items[0], indent=None, sort_keys=True))
enc = json.dumps({"k": 1.0, "n": 10**20, "f": 1e-9, "s": "tab\there", "u": "naïve"})
print(enc, json.loads(enc))
