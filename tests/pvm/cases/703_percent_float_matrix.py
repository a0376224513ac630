# %-formatting of floats: every conversion with flag sets, widths (also *),
# precisions (also .*) over signed zeros, infinities, nan, subnormals and
# ints/bools as float arguments; a digest of all results plus a sample.
vals = [0.0, -0.0, 1.5, -1.5, 3.14159265, -2.5e-7, 1e22, 123456789.125, float("inf"), float("-inf"), float("nan"), 1e-310, 7, -3, True]
flagsets = ["", "-", "+", " ", "#", "0", "-0", "+0", " 0", "#0", "+#", "- ", "-+#0"]
widths = ["", "1", "8", "15", "*"]
precs = ["", ".", ".0", ".3", ".12", ".*"]
out = []
for conv in "eEfFgG":
    for fl in flagsets:
        for w in widths:
            for p in precs:
                spec = "%" + fl + w + p + conv
                for v in vals:
                    args = []
                    if w == "*":
                        args.append(-9 if fl == "" else 9)
                    if p == ".*":
                        args.append(4)
                    args.append(v)
                    out.append(spec + "=" + repr(spec % tuple(args)))
print(len(out))
import hashlib
print(hashlib.sha256("\n".join(out).encode()).hexdigest())
print("\n".join(out[::97]))
