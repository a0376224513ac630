import math

class CycleError(Exception):
    pass

class Sheet:
    def __init__(self):
        self.cells = {}
        self.cache = {}
    def set(self, ref, value):
        self.cells[ref] = value
        self.cache.clear()
    def get(self, ref, stack=()):
        if ref in stack:
            raise CycleError(" -> ".join(stack + (ref,)))
        if ref in self.cache:
            return self.cache[ref]
        raw = self.cells.get(ref, 0)
        val = self.eval(raw, stack + (ref,)) if isinstance(raw, str) and raw.startswith("=") else raw
        self.cache[ref] = val
        return val
    def eval(self, formula, stack):
        body = formula[1:]
        name, _, args = body.partition("(")
        if args:
            args = args.rstrip(")")
            if ":" in args:
                lo, hi = args.split(":")
                refs = [f"{c}{r}" for c in map(chr, range(ord(lo[0]), ord(hi[0]) + 1)) for r in range(int(lo[1:]), int(hi[1:]) + 1)]
            else:
                refs = [a.strip() for a in args.split(",")]
            vals = [self.get(r, stack) for r in refs]
            funcs = {"SUM": sum, "MAX": max, "MIN": min, "AVG": lambda v: sum(v) / len(v), "PROD": math.prod}
            if name not in funcs:
                raise NameError(f"unknown function {name}")
            return funcs[name](vals)
        total, sign, token = 0, 1, ""
        for ch in body + "+":
            if ch in "+-":
                if token:
                    total += sign * (self.get(token, stack) if token[0].isalpha() else float(token) if "." in token else int(token))
                sign, token = (1 if ch == "+" else -1), ""
            else:
                token += ch.strip()
        return total

s = Sheet()
data = {"A1": 10, "A2": 20, "A3": 30, "B1": 1.5, "B2": "=A1+A2-5", "B3": "=SUM(A1:A3)", "C1": "=AVG(A1:B1)", "C2": "=MAX(A1, B2, B3)", "C3": "=PROD(A1:A2)", "C4": "=B1+0.25-A3"}
for k, v in data.items():
    s.set(k, v)
for ref in sorted(data):
    print(f"{ref}: {str(data[ref]):<16} -> {s.get(ref)!r}")
s.set("A1", 100)
print("after A1=100:", s.get("B2"), s.get("B3"), s.get("C2"), s.get("Z9"))
s.set("D1", "=D2+1")
s.set("D2", "=D3+1")
s.set("D3", "=D1+1")
try:
    s.get("D1")
except CycleError as e:
    print("CycleError:", e)
s.set("E1", "=FOO(A1)")
try:
    s.get("E1")
except NameError as e:
    print("NameError:", e)
print(len(s.cache), sorted(s.cache)[:4])
