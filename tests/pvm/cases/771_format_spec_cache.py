# Format specs applied over and over to values of different types: the
# same spec text must give each type its own defaults (ints and floats
# align right, strs left), and errors must repeat.

specs = ["", "5", "<5", ">5", "^7", "*^9", "é>6", "0>4", "06", "+", "-", " ", "+08.2f", ",", "_",
         ",d", "_x", "#_b", "#o", "#X", ".3", ".3e", ".2%", "10.1f", "<+10,.2f", "=+12,", "z.1f",
         "x", "c", "n", "g", "G", ".0f", "#.0f", "e", "015,.3f", "^", "=10"]
values = [0, 7, -1234567, 2**70, -0.0, 3.14159, -2.5e-7, 1e22, float("inf"), float("nan"), "ab",
          "日本", True]
for spec in specs:
    row = []
    for v in values:
        try:
            row.append(format(v, spec))
        except (ValueError, TypeError, OverflowError) as e:
            row.append(type(e).__name__ + ":" + str(e))
    print(repr(spec), row)
for i in range(3):
    # the same f-string specs, executed repeatedly
    n = [5, -42, 1234567][i]
    x = [0.5, -1.25, 1e6][i]
    s = ["a", "ñandú", "xyz"][i]
    print(f"{n:06d}|{n:<8}|{n:+7d}|{x:>10.2f}|{s:^9}|{s!r:>10}|{n:,}|{x:_.1f}|{n:#x}|{s:.2}")
    print("{0:>6}:{1:^10}:{2:,}:{3:.3e}:{name}".format(n, s, n * 1234567, x, name=s))
    print("{:{w}.{p}f}|{:{f}{a}{w}}".format(x, s, w=9, p=i, f="·", a="^"))
for bad in ["{:d}", "{:,s}", "{:=}", "{:+}", "{:#}", "{:z}", "{:.}", "{:,_}", "{:x}", "{:10000000000000000000}"]:
    for v in ["s", 1.5, 3]:
        try:
            print(bad, repr(bad.format(v)))
        except (ValueError, TypeError) as e:
            print(bad, type(v).__name__, type(e).__name__, e)
