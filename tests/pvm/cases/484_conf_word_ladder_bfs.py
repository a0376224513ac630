from collections import deque, defaultdict
import string

WORDS = """cold cord card ward warm worm word wood good gold bold bolt boat coat cost cast case cave have hive
live love lore more mare care core cone bone bane lane line fine fire hire here hare bare barn born corn""".split()

def neighbours_index(words):
    buckets = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            buckets[w[:i] + "_" + w[i + 1:]].append(w)
    return buckets

def ladder(start, goal, words):
    if len(start) != len(goal):
        raise ValueError(f"length mismatch: {start!r} vs {goal!r}")
    buckets = neighbours_index(words)
    prev = {start: None}
    q = deque([start])
    while q:
        w = q.popleft()
        if w == goal:
            path = []
            while w:
                path.append(w)
                w = prev[w]
            return path[::-1]
        for i in range(len(w)):
            for n in buckets[w[:i] + "_" + w[i + 1:]]:
                if n not in prev:
                    prev[n] = w
                    q.append(n)
    return None

for a, b in [("cold", "warm"), ("love", "hate"), ("bone", "fire"), ("cave", "corn"), ("good", "good")]:
    path = ladder(a, b, WORDS)
    print(f"{a} -> {b}: {' > '.join(path) if path else 'no ladder'} ({len(path) - 1 if path else '-'} steps)")
try:
    ladder("cat", "dogs", WORDS)
except ValueError as e:
    print("ValueError:", e)
idx = neighbours_index(WORDS)
busiest = sorted(idx.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:3]
print(busiest)
print(len(WORDS), len(idx), sum(len(v) for v in idx.values()) == 4 * len(WORDS))
letters = defaultdict(int)
for w in WORDS:
    for ch in w:
        letters[ch] += 1
print("".join(sorted(letters, key=lambda c: (-letters[c], c)))[:8], [c for c in string.ascii_lowercase if c not in letters])
anagrams = defaultdict(list)
for w in WORDS:
    anagrams["".join(sorted(w))].append(w)
print({k: v for k, v in anagrams.items() if len(v) > 1})
