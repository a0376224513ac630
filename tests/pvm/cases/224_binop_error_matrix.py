# result or TypeError message for every binary operator across representative types
values = [1, 2.5, True, "s", b"b", [1], (1,), {"k": 1}, None, range(2)]
ops = [("+", lambda a, b: a + b), ("-", lambda a, b: a - b), ("*", lambda a, b: a * b), ("/", lambda a, b: a / b),
       ("//", lambda a, b: a // b), ("%", lambda a, b: a % b), ("**", lambda a, b: a ** b), ("<<", lambda a, b: a << b),
       ("&", lambda a, b: a & b), ("|", lambda a, b: a | b), ("@", lambda a, b: a @ b)]
for sym, fn in ops:
    print("operator", sym)
    for a in values:
        cells = []
        for b in values:
            try:
                r = fn(a, b)
                cells.append(type(r).__name__)
            except TypeError as e:
                cells.append("TE")
            except Exception as e:
                cells.append(type(e).__name__[:4])
        print(f"  {type(a).__name__:>9}: " + " ".join(c.ljust(5) for c in cells))
messages = []
for sym, fn in ops:
    for a in [1, "s", [1], None]:
        for b in [2.5, "t", None, {"k": 1}]:
            try:
                fn(a, b)
            except TypeError as e:
                msg = str(e)
                if msg not in messages:
                    messages.append(msg)
            except Exception:
                pass
print(len(messages))
for m in messages:
    print(m)
