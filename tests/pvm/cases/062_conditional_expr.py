# conditional expressions and their evaluation order
def show(v):
    print("  evaluated", v)
    return v
print(show("a") if show(True) else show("b"))
print(show("a") if show(0) else show("b"))
for n in [-2, 0, 7]:
    sign = "neg" if n < 0 else "zero" if n == 0 else "pos"
    print(n, sign)
print([("fizz" if i % 3 == 0 else "") + ("buzz" if i % 5 == 0 else "") or str(i) for i in range(1, 16)])
x = 5
y = x * 2 if x > 3 else x / 2
print(y)
z = (lambda: "lam1") if x else (lambda: "lam2")
print(z())
print(1 if [] else 2, 1 if [0] else 2, "s" if None else "n")
val = None
print((val if val is not None else "default").upper())
print(max(3, 4) if True else min(3, 4), abs(-5 if x else 5))
data = {"a": 1}
print(data["a"] if "a" in data else 0, data["b"] if "b" in data else 0)
print((1, 2) if x else (3, 4), [i for i in range(3)] if x else [])
def safe_div(a, b):
    return a / b if b else float("inf") if a > 0 else float("-inf") if a < 0 else float("nan")
print(safe_div(1, 2), safe_div(1, 0), safe_div(-1, 0), safe_div(0, 0))
print("yes" if "" == "" else "no", "T" if 0.0 else "F")
nested = "A" if x > 10 else ("B" if x > 4 else "C")
print(nested)
print(f"{'big' if x > 3 else 'small'}")
counts = [0, 0]
for v in range(10):
    counts[0 if v % 2 == 0 else 1] += 1
print(counts)
def absval(n):
    return -n if n < 0 else n
print([absval(n) for n in (-3, 0, 3)])
print((x if x > 100 else None) or "fallback")
