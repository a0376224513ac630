# JSON processing pipeline: parse, validate, transform, aggregate, re-serialise
import json
raw = """
{"orders": [
  {"id": 1, "customer": "ann", "items": [{"sku": "A1", "qty": 2, "price": 9.99}, {"sku": "B2", "qty": 1, "price": 24.5}]},
  {"id": 2, "customer": "bob", "items": [{"sku": "A1", "qty": 1, "price": 9.99}]},
  {"id": 3, "customer": "ann", "items": []},
  {"id": 4, "customer": "cy", "items": [{"sku": "C3", "qty": 10, "price": 0.35}, {"sku": "B2", "qty": 2, "price": 24.5}]},
  {"id": 5, "customer": null, "items": [{"sku": "Z9", "qty": -1, "price": 1.0}]}
]}
"""
doc = json.loads(raw)
def validate(order):
    errors = []
    if not isinstance(order.get("customer"), str):
        errors.append("customer missing")
    for it in order["items"]:
        if it["qty"] <= 0:
            errors.append(f"bad qty for {it['sku']}")
    return errors
valid, rejected = [], {}
for o in doc["orders"]:
    errs = validate(o)
    if errs:
        rejected[o["id"]] = errs
    else:
        valid.append(o)
print("rejected:", json.dumps(rejected))
def order_total(o):
    return round(sum(i["qty"] * i["price"] for i in o["items"]), 2)
summary = {}
for o in valid:
    c = summary.setdefault(o["customer"], {"orders": 0, "total": 0.0, "skus": []})
    c["orders"] += 1
    c["total"] = round(c["total"] + order_total(o), 2)
    for i in o["items"]:
        if i["sku"] not in c["skus"]:
            c["skus"].append(i["sku"])
print(json.dumps(summary, indent=2, sort_keys=True))
by_sku = {}
for o in valid:
    for i in o["items"]:
        by_sku[i["sku"]] = by_sku.get(i["sku"], 0) + i["qty"]
print(json.dumps(dict(sorted(by_sku.items(), key=lambda kv: -kv[1]))))
print([order_total(o) for o in doc["orders"]], repr(sum(order_total(o) for o in valid)))
report = {"valid": len(valid), "rejected": sorted(rejected), "grand_total": round(sum(order_total(o) for o in valid), 2)}
text = json.dumps(report, separators=(",", ":"))
print(text, json.loads(text) == report)
