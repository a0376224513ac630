# combining Counter, defaultdict, deque, namedtuple and OrderedDict for text statistics
from collections import Counter, defaultdict, deque, namedtuple, OrderedDict
TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair."""
words = [w.strip(",.").lower() for w in TEXT.split()]
counts = Counter(words)
print(len(words), len(counts), counts.most_common(6))
by_len = defaultdict(list)
for w in counts:
    by_len[len(w)].append(w)
print({k: sorted(v) for k, v in sorted(by_len.items())})
Bigram = namedtuple("Bigram", "first second")
bigrams = Counter(Bigram(a, b) for a, b in zip(words, words[1:]))
print(bigrams.most_common(3))
top = bigrams.most_common(1)[0][0]
print(top.first, top.second, top._asdict())
window = deque(maxlen=3)
trigram_counts = Counter()
for w in words:
    window.append(w)
    if len(window) == 3:
        trigram_counts[tuple(window)] += 1
print(trigram_counts.most_common(2))
first_seen = OrderedDict()
for i, w in enumerate(words):
    first_seen.setdefault(w, i)
print(list(first_seen.items())[:8])
first_seen.move_to_end("it", last=False)
print(list(first_seen)[:4])
letters = Counter(c for c in TEXT.lower() if c.isalpha())
print(letters.most_common(5), sum(letters.values()), letters["z"], letters["q"])
vowels = Counter({v: letters[v] for v in "aeiou"})
print(vowels, vowels.total(), (letters - vowels).most_common(3))
lines = TEXT.splitlines()
stats = [(len(l.split()), len(l)) for l in lines]
print(stats, max(stats), Counter(w[0] for w in words).most_common(3))
