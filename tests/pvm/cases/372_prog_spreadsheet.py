# mini-program: spreadsheet cells with formulas, dependency resolution and cycle detection
import math
class CycleError(Exception):
    pass
class Sheet:
    def __init__(self):
        self.raw = {}
        self.cache = {}
    def set(self, cell, value):
        self.raw[cell] = value
        self.cache.clear()
    def get(self, cell, stack=()):
        if cell in self.cache:
            return self.cache[cell]
        if cell in stack:
            raise CycleError(" -> ".join(stack + (cell,)))
        raw = self.raw.get(cell, 0)
        if isinstance(raw, str) and raw.startswith("="):
            value = self.evaluate(raw[1:], stack + (cell,))
        else:
            value = raw
        self.cache[cell] = value
        return value
    def cells_in(self, rng):
        a, b = rng.split(":")
        col_a, row_a = a[0], int(a[1:])
        col_b, row_b = b[0], int(b[1:])
        return [f"{chr(c)}{r}" for c in range(ord(col_a), ord(col_b) + 1) for r in range(row_a, row_b + 1)]
    def evaluate(self, expr, stack):
        tokens = expr.replace("(", " ( ").replace(")", " ) ").replace(",", " , ").split()
        pos = [0]
        def parse():
            tok = tokens[pos[0]]
            pos[0] += 1
            if tok in ("SUM", "MAX", "MIN", "AVG", "MUL"):
                assert tokens[pos[0]] == "("
                pos[0] += 1
                args = []
                while tokens[pos[0]] != ")":
                    if tokens[pos[0]] == ",":
                        pos[0] += 1
                        continue
                    args.extend(parse_arg())
                pos[0] += 1
                return {"SUM": sum, "MAX": max, "MIN": min, "AVG": lambda xs: sum(xs) / len(xs), "MUL": math.prod}[tok](args)
            if tok[0].isalpha():
                return self.get(tok, stack)
            return float(tok) if "." in tok else int(tok)
        def parse_arg():
            tok = tokens[pos[0]]
            if ":" in tok:
                pos[0] += 1
                return [self.get(c, stack) for c in self.cells_in(tok)]
            return [parse()]
        return parse()
s = Sheet()
for cell, v in {"A1": 10, "A2": 20, "A3": 30.5, "B1": "=SUM(A1:A3)", "B2": "=MAX(A1:A3, 100)", "B3": "=AVG(A1:A2)",
                "C1": "=MUL(B1, 2)", "C2": "=SUM(B1:B3, C1)", "C3": "=MIN(A1, B3, 7)"}.items():
    s.set(cell, v)
for cell in ["B1", "B2", "B3", "C1", "C2", "C3", "D9"]:
    print(cell, repr(s.get(cell)))
s.set("A1", 1000)
print("after edit:", s.get("C2"), s.get("B2"))
s.set("A1", "=C2")
try:
    s.get("C2")
except CycleError as e:
    print("CycleError:", e)
