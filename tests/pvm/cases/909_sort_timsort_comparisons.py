# list.sort on 64 items or more makes CPython's comparisons, in CPython's
# order (runs, minrun, powersort merges, galloping), so a __lt__ with
# visible effects, or an order that is not total (NaN), gives the same.
class K:
    __slots__ = ("v", "i")
    def __init__(self, v, i):
        self.v, self.i = v, i
    def __lt__(self, o):
        global h, n
        n += 1
        h = (h * 1000003 + self.i * 7 + o.i) % 2147483647
        return self.v < o.v


state = 2024
def rnd(m):
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return (state >> 8) % m

def pattern(kind, size):
    if kind == 0: return [rnd(1000000) for _ in range(size)]
    if kind == 1: return [rnd(10) for _ in range(size)]
    if kind == 2:
        l = list(range(size))
        for _ in range(size // 20): 
            a, b = rnd(size), rnd(size); l[a], l[b] = l[b], l[a]
        return l
    if kind == 3: return [size - i + rnd(3) for i in range(size)]
    if kind == 4: return [(i % 97) * 3 + rnd(5) for i in range(size)]
    if kind == 5:
        out = []
        while len(out) < size:
            run = rnd(200) + 1
            base = rnd(1000)
            step = 1 if rnd(2) else -1
            out.extend(base + step * j for j in range(run))
        return out[:size]
    if kind == 6: return [float("nan") if rnd(7) == 0 else float(rnd(100)) for _ in range(size)]
    return [rnd(3) - 1 for _ in range(size)]

for size in (64, 65, 129, 256, 1000, 2049):
    for kind in range(8):
        h = n = 0
        data = [K(v, i) for i, v in enumerate(pattern(kind, size))]
        out = sorted(data)
        print(size, kind, n, h, sum(k.i * (j + 1) for j, k in enumerate(out)) % 1000003)
        h = n = 0
        plain = pattern(kind, size)
        s1 = sorted(plain)
        s2 = sorted(plain, reverse=True)
        s3 = sorted(plain, key=lambda x: -x if x == x else 0)
        print(" ", repr(s1[:3]), repr(s2[:3]), repr(s3[-3:]), repr(s1) == repr(sorted(plain)))


# A comparison that raises stops the sort where it stands; the list keeps
# the order CPython leaves (with key= and reverse= too).
class Boom(Exception):
    pass


class F(K):
    __slots__ = ()

    def __lt__(self, o):
        global calls
        calls += 1
        if calls == limit:
            raise Boom()
        return self.v < o.v


for size in (5, 64, 300):
    vals = pattern(size % 3, size)
    for limit in (3, 64, 333, 1500):
        row = []
        for kw in ({}, {"reverse": True}, {"key": lambda k: k, "reverse": True}):
            calls = 0
            data = [F(v, i) for i, v in enumerate(vals)]
            try:
                data.sort(**kw)
                row.append(("ok", calls))
            except Boom:
                row.append(sum(k.i * (j + 1) for j, k in enumerate(data)) % 1000003)
        print(size, limit, row)
