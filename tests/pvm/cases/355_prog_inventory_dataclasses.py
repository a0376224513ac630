# mini-program: inventory management with dataclasses, enums and JSON export
import json
from dataclasses import dataclass, field, asdict
from enum import Enum
class Category(Enum):
    TOOLS = "tools"
    FOOD = "food"
    TOYS = "toys"
@dataclass(order=True)
class Item:
    sku: str
    name: str = field(compare=False)
    category: Category = field(compare=False)
    price_cents: int = field(compare=False)
    qty: int = field(default=0, compare=False)
    tags: list = field(default_factory=list, compare=False)
    @property
    def value(self):
        return self.price_cents * self.qty
class OutOfStock(Exception):
    pass
@dataclass
class Warehouse:
    items: dict = field(default_factory=dict)
    events: list = field(default_factory=list)
    def add(self, item):
        self.items[item.sku] = item
        self.events.append(("add", item.sku, item.qty))
    def remove(self, sku, qty):
        item = self.items[sku]
        if item.qty < qty:
            raise OutOfStock(f"{sku}: want {qty}, have {item.qty}")
        item.qty -= qty
        self.events.append(("remove", sku, qty))
    def restock(self, sku, qty):
        self.items[sku].qty += qty
        self.events.append(("restock", sku, qty))
    def report(self):
        by_cat = {}
        for it in sorted(self.items.values()):
            by_cat.setdefault(it.category.value, []).append(it)
        lines = []
        for cat in sorted(by_cat):
            total = sum(i.value for i in by_cat[cat])
            lines.append(f"{cat}: {len(by_cat[cat])} skus, value ${total / 100:,.2f}")
            for i in by_cat[cat]:
                lines.append(f"  {i.sku} {i.name:<12} {i.qty:>4} x ${i.price_cents / 100:>7.2f}")
        return "\n".join(lines)
w = Warehouse()
w.add(Item("T-100", "hammer", Category.TOOLS, 1299, 10, ["steel"]))
w.add(Item("F-200", "apples", Category.FOOD, 45, 300))
w.add(Item("T-050", "wrench", Category.TOOLS, 899, 4))
w.add(Item("Y-001", "yo-yo", Category.TOYS, 350, 0, ["kids"]))
w.remove("F-200", 120)
w.restock("Y-001", 25)
for sku, qty in [("T-050", 5), ("T-050", 4), ("ZZZ", 1)]:
    try:
        w.remove(sku, qty)
        print("removed", sku, qty)
    except OutOfStock as e:
        print("OutOfStock:", e)
    except KeyError as e:
        print("KeyError:", e)
print(w.report())
print(w.events)
def encode(obj):
    if isinstance(obj, Category):
        return obj.value
    raise TypeError(f"cannot encode {type(obj).__name__}")
export = json.dumps([asdict(i) for i in sorted(w.items.values())], default=encode, sort_keys=True)
print(export)
back = json.loads(export)
print([(d["sku"], Category(d["category"]).name, d["qty"]) for d in back])
