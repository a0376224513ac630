# d[key] = value hashes the key and compares it with colliding keys once
# per store (a user __hash__/__eq__ runs as often as in CPython), for
# new and existing keys, dict subclasses, tuple keys holding such objects,
# and unhashable keys (the TypeError leaves the dict unchanged).
log = []


class Key:
    def __init__(self, name, h):
        self.name, self.h = name, h

    def __hash__(self):
        log.append("hash " + self.name)
        return self.h

    def __eq__(self, other):
        log.append("eq " + self.name + "/" + other.name)
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self):
        return "Key(%s)" % self.name


a, b, a2 = Key("a", 1), Key("b", 1), Key("a", 1)
d = {}
d[a] = 1
d[b] = 2
d[a2] = 3
print(d, log)
log.clear()
d[(a, 5)] = "t"
d[(a2, 5)] = "u"
print(len(d), d[(a, 5)], log)
log.clear()


class Sub(dict):
    pass


s = Sub()
s[a] = 1
s[b] = 2
s[a2] = 9
print(s, type(s).__name__, log)
log.clear()
for k in ("x", "y", "x", "z", "y", "x"):
    s[k] = s.get(k, 0) + 1
print(s)
grid = {}
for i in range(40):
    key = (i % 7, i % 3)
    grid[key] = grid.get(key, 0) + i
print(len(grid), sorted(grid.items())[:4], grid[(0, 0)])
try:
    d[[1, 2]] = 3
except TypeError as e:
    print("TypeError:", e, len(d))
try:
    d[(1, [2])] = 3
except TypeError as e:
    print("TypeError:", e, len(d))
d.setdefault(Key("c", 2), 7)
print(d.setdefault(a, 0), log)
