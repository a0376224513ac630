items = [("Widget", 4, 3.5), ("Gadget, deluxe", 1, 129.99), ("Gizmo", 12, 0.333), ("Thingamajig", 3, 1234.5), ("Nut", 1000, 0.015)]
TAX = 0.0825
print(f"{'Item':<16}{'Qty':>6}{'Price':>11}{'Total':>13}")
print("-" * 46)
subtotal = 0
for name, qty, price in items:
    total = round(qty * price, 2)
    subtotal += total
    print(f"{name[:15]:<16}{qty:>6,}{price:>11.3f}{total:>13,.2f}")
print("-" * 46)
tax = round(subtotal * TAX, 2)
for label, amount in [("Subtotal", subtotal), (f"Tax ({TAX:.2%})", tax), ("TOTAL", subtotal + tax)]:
    print(f"{label:>33}{amount:>13,.2f}")
print()
print("%-10s|%8s|%8s" % ("name", "share", "bar"))
shares = {"alpha": 0.4567, "beta": 0.25, "gamma": 0.125, "delta": 0.1683}
for k, v in sorted(shares.items(), key=lambda kv: -kv[1]):
    print("%-10s|%7.1f%%|%-8s" % (k, v * 100, "#" * round(v * 16)))
print("{:=^46}".format(" summary "))
print("{0:>10} {1:<10} {0:^10}|".format("left", "right"))
print("{:+08.2f} {:+08.2f} {: .3e} {:g} {:g} {:G}".format(3.14159, -2.5, 12345.6789, 0.00001234, 1e100, 1.5e-7))
print("{:#x} {:#o} {:#b} {:x} {:X} {:c}".format(255, 255, 5, 3735928559, 48879, 9731))
print("{:,} {:_} {:,.3f} {:.0%} {:5.1%}".format(1234567890, 1234567890, 9876.54321, 0.5, 0.0123))
n = 1234.5
w, p = 12, 3
print(f"[{n:{w}.{p}f}] [{n:<{w}}] [{n:^{w},.1f}] [{n!s:>{w}}] [{n!r}]")
print(f"{'nested ' + f'{n:.0f}':>20}", f"{[1, 2][-1]:03d}", f"{ {'a': 1}['a'] }", f"{n=:.1f}", f"{'%s' % 'pct'}")
for v in [0.5, 1.5, 2.5, -0.5, 2.675, 1e-10, 123456789.987654321, 1e22, float("inf")]:
    print(f"{v!r:>22} {v:>14.2f} {round(v, 1)!r:>22} {v:e}")
print(format(123, "06"), format(-123, "06"), format(1.0, ".0f"), format(0.0001, ".1g"), format(1234, "e"), format(True, "d"))
print(str(12.0), str(1.0e16), str(1e-4), repr(0.1 + 0.2), 3 * 0.1, 0.1 * 3 == 0.3, round(0.1 * 3, 10) == 0.3)
