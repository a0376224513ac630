# dict copies, dicts into lists, int() parsing of text in every base
big = {"k%d" % i: i for i in range(40)}
small = {"a": 1, "b": 2, "c": 3}

# list/tuple/sorted of a dict and its views
print(list(small), tuple(small), sorted(small, reverse=True))
print(list(small.values()), list(small.items()), tuple(small.items()))
print(list(big)[:5], len(list(big.values())), list(big.items())[-2:])
print(list({}), tuple({}.items()), sorted({}.values()))

# after deletions (entries with holes, a moved head)
for k in ["k0", "k1", "k7", "k39"]:
    del big[k]
print(list(big)[:3], list(big)[-2:], len(list(big.keys())))
del small["a"]
print(list(small), list(small.items()))

# dict(d), d.copy() and {**d}: independent, same order, same lookups
for src in (big, small, {"x": 1}, {}):
    for cp in (dict(src), src.copy(), {**src}):
        assert list(cp.items()) == list(src.items())
        assert all(cp[k] == src[k] for k in src)
cp = dict(big)
cp["new"] = -1
cp["k5"] = 500
del cp["k2"]
print(len(big), len(cp), "new" in big, big["k5"], cp["k5"], "k2" in big, "k2" in cp)
print(list(cp)[-3:])

# a copy of a dict that grew and shrank
g = {}
for i in range(100):
    g[i] = i * i
for i in range(0, 100, 3):
    del g[i]
for i in range(100, 110):
    g[i] = -i
c2 = dict(g)
print(len(c2), c2[4], c2[109], 3 in c2, list(c2)[:6], list(c2)[-3:])
print(all(c2[k] == g[k] for k in g), c2 == g)

# keys that compare equal across types, in copies
m = {1: "int", 2.5: "float", True: "bool?", (1, 2): "tuple"}
m2 = dict(m)
print(m2, m2[1.0], m2[(1, 2)], len(m2))

# list() of a dict changing during iteration elsewhere is untouched
d = {i: i for i in range(5)}
keys = list(d)
d[99] = 99
print(keys, list(d)[-1])

# int() from text
for s in ["42", " 42 ", "\t-7\n", "+0", "-0", "0x1f", "0X1F", "-0b101", "0o777",
          "1_000", "9223372036854775807", "-9223372036854775808",
          "9223372036854775808", "123456789012345678901234567890"]:
    print(repr(s), int(s, 0) if s.strip().lstrip("+-")[:2].lower() in ("0x", "0b", "0o") else int(s))
for s, b in [("ff", 16), ("FF", 16), ("0xff", 16), ("z", 36), ("Zz", 36), ("777", 8),
             ("101", 2), ("0b101", 2), ("0b1", 16), ("  1a  ", 11), ("-zz", 36),
             ("7fffffffffffffff", 16), ("8000000000000000", 16), ("1" * 64, 2),
             ("1" * 65, 2), ("0", 0), ("00", 0), ("0_0", 0)]:
    print(repr(s), b, int(s, b))
for s, b in [("0x", 16), ("0b2", 2), ("12a", 10), ("", 10), ("  ", 10), ("-", 10),
             ("1__0", 10), ("_1", 10), ("1_", 10), ("0x_", 16), ("8", 8), ("010", 0),
             ("1 2", 10), ("g", 16)]:
    try:
        print(int(s, b))
    except ValueError as e:
        print("ValueError:", e)
print(hex(255), hex(-255), oct(8), bin(-5), hex(2 ** 70), oct(-2 ** 65), bin(0))
