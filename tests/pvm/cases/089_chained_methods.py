# fluent interfaces returning self, builder pattern, method chaining on builtins
class Query:
    def __init__(self, rows):
        self.rows = list(rows)
        self.ops = []
    def where(self, pred):
        self.ops.append("where")
        self.rows = [r for r in self.rows if pred(r)]
        return self
    def order_by(self, key, reverse=False):
        self.ops.append("order_by")
        self.rows.sort(key=key, reverse=reverse)
        return self
    def select(self, *fields):
        self.ops.append("select")
        self.rows = [{f: r[f] for f in fields} for r in self.rows]
        return self
    def limit(self, n):
        self.ops.append("limit")
        self.rows = self.rows[:n]
        return self
    def all(self):
        return self.rows
people = [
    {"name": "ann", "age": 31, "city": "oslo"},
    {"name": "bob", "age": 25, "city": "rome"},
    {"name": "cy", "age": 42, "city": "oslo"},
    {"name": "di", "age": 19, "city": "lima"},
    {"name": "ed", "age": 42, "city": "rome"},
]
q = Query(people).where(lambda r: r["age"] > 20).order_by(lambda r: (-r["age"], r["name"])).select("name", "age").limit(3)
print(q.all(), q.ops)
print("  Mixed Case Text  ".strip().lower().replace(" ", "-").split("-"))
print("a,b;c".replace(";", ",").split(",")[::-1])
print(sorted("banana".upper().replace("A", "")), "x".join("abc").upper().center(9, "*"))
class StringBuilder:
    def __init__(self):
        self.parts = []
    def add(self, s):
        self.parts.append(str(s))
        return self
    def line(self, s=""):
        return self.add(s).add("\n")
    def build(self):
        return "".join(self.parts)
sb = StringBuilder().add("Header").line(":").line("  item 1").add("  item ").add(2).line()
print(sb.build(), end="")
print(len(sb.build().splitlines()))
lst = [5, 3, 8]
print(lst.sort(), lst)
print(list(reversed(sorted([3, 1, 2]))), " ".join(map(str, sorted({3: 0, 1: 0}))))
print(b"  bytes  ".strip().upper().decode().lower().title())
print(bytearray(b"abc").upper().replace(b"B", b"-").hex())
