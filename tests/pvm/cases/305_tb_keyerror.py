# uncaught KeyError from a nested lookup
inventory = {"apple": {"qty": 5, "price": 0.5}, "pear": {"qty": 0, "price": 0.75}}
def price_of(item):
    return inventory[item]["price"]
def order_cost(order):
    cost = 0.0
    for item, qty in order.items():
        p = price_of(item)
        print(f"{item}: {qty} x {p}")
        cost += p * qty
    return cost
def safe_price(item, default=0.0):
    return inventory.get(item, {}).get("price", default)
print(order_cost({"apple": 2, "pear": 4}))
print(safe_price("apple"), safe_price("kiwi"), sorted(inventory))
for name, info in inventory.items():
    print(name, info["qty"] * info["price"])
print("total stock", sum(v["qty"] for v in inventory.values()))
print(order_cost({"apple": 1, "banana": 3}))
print("unreachable")
