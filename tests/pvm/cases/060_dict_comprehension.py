# dict comprehensions and building dicts
print({x: x * x for x in range(6)})
print({k: v for k, v in zip("abc", range(3))})
print({v: k for k, v in {"a": 1, "b": 2}.items()})
print({w: len(w) for w in "the quick brown the fox".split()})
print({i % 3: i for i in range(10)})
print({x: [y for y in range(x)] for x in range(4)})
print({(i, j): i * j for i in range(3) for j in range(3) if i <= j})
print({k: v for k, v in {"a": 1, "b": None, "c": 3}.items() if v is not None})
print({c: "vowel" if c in "aeiou" else "consonant" for c in "hello"})
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
groups = {}
for w in words:
    groups.setdefault(w[0], []).append(w)
print(groups)
print({letter: len(ws) for letter, ws in groups.items()})
print({k: sorted(v, reverse=True) for k, v in groups.items()})
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, {k: v for k, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))})
inverted = {}
for k, v in {"x": 1, "y": 2, "z": 1}.items():
    inverted.setdefault(v, []).append(k)
print(inverted)
nested = {outer: {inner: outer * inner for inner in range(1, 3)} for outer in range(1, 4)}
print(nested, nested[3][2])
print({str(i): i for i in range(3)} == dict([("0", 0), ("1", 1), ("2", 2)]))
print(dict.fromkeys("abc", 0), {k: [] for k in "ab"})
try:
    {[1]: 2 for _ in range(1)}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {k: v for k, v in ["ab", "cde"]}
except ValueError as e:
    print(type(e).__name__, e)
k = "outer"
d = {k: 1 for k in range(2)}
print(d, k)
print({x: y for x, y in enumerate("xyz", 1)}, len({i: i for i in range(0)}))
print({i: j for i, j in [(1, "a"), (1, "b"), (2, "c")]})
print({True: "bool", 1: "int", 1.0: "float"})
