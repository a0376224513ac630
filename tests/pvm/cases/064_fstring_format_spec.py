# format specifications for int, float and str in f-strings
n = 1234567
print(f"{n:d}|{n:10d}|{n:<10d}|{n:^10d}|{n:>10}|{n:010d}|{n:+d}|{-n:+d}|{n: d}|{-n: d}")
print(f"{n:,}|{n:_}|{n:,d}|{-n:,}|{n:15,}|{n:015,}")
print(f"{255:x}|{255:X}|{255:#x}|{255:#X}|{255:o}|{255:#o}|{255:b}|{255:#b}|{255:08b}|{255:#010b}")
print(f"{2 ** 40:_x}|{2 ** 40:_b}|{-255:#x}|{0:#x}|{65:c}|{0x263A:c}")
print(f"{n:e}|{n:.2e}|{n:E}|{n:g}|{n:.3g}|{n:%}|{n:n}")
x = 1234.5678
print(f"{x}|{x:f}|{x:.0f}|{x:.1f}|{x:.10f}|{x:10.2f}|{x:<10.2f}|{x:^10.2f}|{x:010.2f}")
print(f"{x:e}|{x:.3e}|{x:E}|{x:g}|{x:.3g}|{x:.10g}|{x:G}|{x:%}|{x:.1%}")
print(f"{x:,.2f}|{x:_.3f}|{-x:,.1f}|{x:+.2f}|{x: .2f}|{x:=+12.2f}|{x:*^15.1f}")
print(f"{1e-7:f}|{1e-7:g}|{1e-7}|{1e16:g}|{1e16:f}|{123456789.0:g}|{0.0001:g}|{0.00001:g}")
print(f"{1.5:.0f}|{2.5:.0f}|{0.125:.2f}|{0.375:.2f}|{2.675:.2f}|{1.005:.2f}")
print(f"{0.1:.20f}|{1/3:.17g}|{2/3:.15g}|{1e300:.3e}|{5e-324:.3g}")
print(f"{x:#.0f}|{1.0:#g}|{100.0:g}|{100.0:#g}|{1e5:.0e}")
print(f"{0.5:%}|{0.123456:.2%}|{-0.5:.0%}|{1:.1%}")
print(f"{3:.2f}|{3:e}|{3:g}|{True:d}|{True:.1f}|{False:x}")
s = "text"
print(f"{s:10}|{s:>10}|{s:^10}|{s:*<10}|{s:.2}|{s:10.2}|{s:_^9}|{s:s}")
print(f"{'':5}|{'abc':1}|{'é':^5}|{'日本':>6}")
print(f"{-12:5}|{-12:<5}|{-12:^5}|{-12:=5}|{-12:05}|{12:=+5}")
print(f"{12345.678:>+15,.2f}|{-0.0:f}|{-0.0:g}|{-1e-9:.2f}")
print(f"{float('inf'):f}|{float('inf'):e}|{float('nan'):g}|{float('-inf'):10.2f}|{float('nan'):F}")
print(f"{12:{'0'}{'>'}{6}}|{3.14159:{'.'}{3}}")
for spec in [".3s", "d", "x", ",", "c"]:
    for v in ["str", 3.5, 10 ** 20, -1]:
        try:
            print(spec, repr(v), "->", repr(format(v, spec)))
        except (ValueError, TypeError, OverflowError) as e:
            print(spec, repr(v), "->", type(e).__name__, e)
for bad in ["=10s", "z", "10.2.3f", ",_"]:
    try:
        print(format("s", bad))
    except ValueError as e:
        print(type(e).__name__, e)
