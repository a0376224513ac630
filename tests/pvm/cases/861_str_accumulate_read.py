# `s += t` on a local: building past the accumulator's threshold while the
# partial string is read (len, index, slices, comparisons, as a dict key),
# with non-ASCII text, and with the value escaping into containers.


def build(parts, peek):
    s = ""
    seen = []
    for i, p in enumerate(parts):
        s += p
        if peek and i % 7 == 0:
            seen.append((len(s), s[-3:], s[:2], s[len(s) // 2]))
    return s, seen


parts = ["ab", "cd\u00e9", "\u20ac", "xyz", "", "q"] * 30
s, seen = build(parts, True)
print(len(s), s[:20], s[-10:], seen[:4], seen[-2:])
t, _ = build(parts, False)
print(s == t, hash(s) == hash(t), len(t))


def grow_and_keep():
    s = "start:"
    keep = []
    d = {}
    for i in range(60):
        s += str(i)
        if i % 10 == 0:
            keep.append(s)
            d[s] = i
    return s, keep, d


s, keep, d = grow_and_keep()
print(s[-12:], [len(k) for k in keep], keep[2][-6:], sorted(d.values()))
print(keep[5] in d, d.get(keep[3]), s.startswith(keep[4]), s.count("5"))


def crossing():
    out = []
    for n in (60, 63, 64, 65, 200):
        s = "x" * n
        s += "\u00e9\u00e9"
        s += "yz"
        out.append((len(s), s[-4:], s.isascii(), s.encode()[-6:]))
    return out


print(crossing())


def lines():
    s = ""
    for i in range(40):
        s += "line %d\n" % i
        if s.endswith("9\n"):
            s += "--\n"
    return s


text = lines()
print(len(text), text.count("\n"), text.splitlines()[-3:], text[100:130])


def mixed():
    s = "a" * 70
    s += "b"
    u = s
    s += "c"
    return u, s, u + "!"


print(mixed()[0][-3:], mixed()[1][-3:], mixed()[2][-3:])


def not_str():
    s = "q" * 80
    s += "r"
    try:
        s += 5
    except TypeError as e:
        print("TypeError", e)
    return s


print(not_str()[-2:])
