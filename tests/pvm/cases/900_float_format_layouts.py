# Float %-formatting and format specs: signs, fills, zero padding, widths
# beyond a small buffer, the % type and zero-filled grouping.
vals = [0.0, -0.0, 1.5, -2.25, 1234567.891, -0.000123, 1e300, float("inf"), float("-inf"), float("nan")]
for v in vals:
    print("%f|%10.2f|%-10.3e|%+g|% G|%010.1f|%-+8.1f|%#.0f|%r|%s|%.3s" % (v, v, v, v, v, v, v, v, v, v, v))
    print("%*.*f|%-*g" % (12, 3, v, 9, v))
print(len("%200.3f" % 2.5), repr(("%-70.2e" % -1.0)[:12]), ("%080.2f" % -3.5)[:4])
for v in vals:
    print(f"{v:>12.2f}|{v:<10.1e}|{v:^11g}|{v:+.3f}|{v: .2%}|{v:012.3f}|{v:=+12.1f}|{v:*^15,.2f}")
    print(format(v, ",.1f"), format(v, "_"), format(v, "015,.2f"), format(v, ""), format(v, "z.1f"), format(v, "#.0e"))
print(f"{1234.5:0=12,.2f}", f"{-1234.5:012_.1f}", f"{0.5:%}", f"{12345678.9:,g}", f"{3.0:#g}")
print(len(f"{2.5:>300.2f}"), f"{-7.25:x<90.3f}"[:8])
for bad in ("%y", "%.2z"):
    try:
        print(bad % 1.5)
    except ValueError as e:
        print("ValueError", e)


def table(rows):
    out = []
    for name, amount in rows:
        out.append("%-8s|%+12.2f|%08.3f" % (name, amount, amount))
        out.append(f"{name:>8}|{amount:>+12,.2f}|{amount:08.3f}")
    return "\n".join(out)


print(table([("ada", 1.0), ("grace", -12345.678), ("alan", 0.004)]))
print(b"%5.1f|%-7.2e|%+g" % (2.5, -1.25, 3.0))
