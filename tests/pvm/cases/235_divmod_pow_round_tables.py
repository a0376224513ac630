# tables of divmod/pow/round results across signs and types
for a in (7, -7, 7.5, -7.5):
    row = []
    for b in (2, -2, 2.5, -2.5):
        q, r = divmod(a, b)
        row.append(f"{q!r}/{r!r}")
    print(f"{a!r:>5}: " + "  ".join(f"{c:>12}" for c in row))
for base in (2, -2, 0.5, -0.5, 3):
    row = []
    for exp in (0, 1, 2, 3, -1, -2, 0.5):
        if base < 0 and isinstance(exp, float):
            row.append("skip")
            continue
        try:
            row.append(repr(base ** exp))
        except ZeroDivisionError:
            row.append("ZDE")
    print(f"{base!r:>5}: " + " ".join(row))
for v in (0.125, 0.375, 2.675, 1.005, -1.5, 12345.6789, 0.5, -0.5, 1e-5):
    print(f"{v!r:>12}: " + " ".join(repr(round(v, n)) for n in (-2, -1, 0, 1, 2, 3)) + f" | {round(v)!r}")
for n in (1234, -1234, 1250, -1250, 15, 25, 35, 45):
    print(n, [round(n, k) for k in (-1, -2, -3)])
print([pow(b, e, 13) for b in range(1, 6) for e in (-1, 2, 12)])
