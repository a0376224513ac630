# the 'g' and repr formatting thresholds for floats
vals = [1e-5, 1.5e-5, 0.0001, 0.00012345, 1.0, 12.0, 123456.0, 1234567.0, 12345678.9, 1e15, 1e16, 1.234e16, 1e17, 123456789012345678.0]
for v in vals:
    print(repr(v), str(v), f"{v:g}", f"{v:.3g}", f"{v:.10g}", f"{v:G}", f"{v:#g}", f"{v:.0g}", f"{v:.1g}")
for p in range(0, 18):
    print(p, f"{2 / 3:.{p}g}", f"{2 / 3 * 10 ** 10:.{p}g}", f"{1 / 3 * 1e-8:.{p}g}")
for v in [0.5, 1.5, 2.5, 9.5, 99.5, 999.5, 0.05, 0.15, 0.25, 0.35]:
    print(repr(v), f"{v:.0f}", f"{v:.1f}", f"{v:.1g}", f"{v:.2g}", f"{v:.0e}", f"{v:.1e}", round(v, 1))
print(f"{9.999999e-5:g}", f"{9.9999995e-5:g}", f"{999999.5:g}", f"{9999995.0:g}", f"{0.000099999:.2g}")
print(f"{100:g}", f"{1e100:g}", f"{-0.0:g}", f"{float('inf'):g}", f"{123:.2g}", f"{1234:.2g}", f"{True:g}")
print(str(1e16 - 2), str(1e16 + 2), str(9999999999999998.0), str(0.1 + 0.7), str(1 / 10 ** 5), str(1 / 10 ** 4))
print("%g %g %g %g" % (1e-5, 1e-4, 123456, 1234567), "%.3g|%10.4g|%-10.2g|" % (3.14159, 2.71828, 1234.5))
def describe(v):
    g = f"{v:g}"
    kind = "exponent" if "e" in g else "fixed"
    return f"{v!r:>24} -> {g:>12} ({kind})"
for e in range(-7, 18, 3):
    print(describe(1.2345 * 10.0 ** e))
    print(describe(-9.8765 * 10.0 ** e))
for v in [0.1, 0.2, 0.3, 1 / 3, 2 / 3]:
    print(f"{v}", f"{v:.17g}", f"{v:.16g}", f"{v:.15g}", repr(v))
print(f"{5e-324:g}", f"{1.7976931348623157e308:g}", f"{2.2250738585072014e-308:.3g}")
