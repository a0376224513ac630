# wordcount: generate a pseudo-English text with a fixed linear congruential
# generator, then count words with a plain dict, a collections.Counter and a
# defaultdict of per-letter statistics; report the top words.
# Stresses: str split/lower/strip, dict get/set, Counter, sorting with keys.

import collections
import hashlib

WORDS = 60000  # words of generated text per round
ROUNDS = 4  # scale: rounds (each with a fresh text)

SYLLABLES = [
    "ka", "to", "ri", "men", "sa", "lo", "ve", "nor", "di", "qua",
    "el", "an", "ost", "tri", "u", "be", "ca", "ph", "zen", "yo",
]
PUNCT = ["", "", "", "", "", ",", ".", ";", "!", "?"]


class LCG:
    """Numerical Recipes LCG; deterministic stand-in for random."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self):
        self.state = (self.state * 1664525 + 1013904223) & 0xFFFFFFFF
        return self.state

    def below(self, n):
        return (self.next() >> 8) % n


def make_word(rng):
    # skew towards short words so that many repeat
    parts = 1 + rng.below(3) * rng.below(2) + rng.below(2)
    w = "".join(SYLLABLES[rng.below(len(SYLLABLES)) % (5 + parts * 5)] for _ in range(parts))
    if rng.below(7) == 0:
        w = w.capitalize()
    return w + PUNCT[rng.below(len(PUNCT))]


def make_text(rng, nwords):
    lines = []
    line = []
    for _ in range(nwords):
        line.append(make_word(rng))
        if len(line) >= 8 + rng.below(8):
            lines.append(" ".join(line))
            line = []
    if line:
        lines.append(" ".join(line))
    return "\n".join(lines)


def count_plain(text):
    counts = {}
    for line in text.split("\n"):
        for word in line.split():
            w = word.strip(",.;!?").lower()
            if w:
                counts[w] = counts.get(w, 0) + 1
    return counts


def count_counter(text):
    c = collections.Counter()
    for line in text.splitlines():
        c.update(w.strip(",.;!?").lower() for w in line.split(" "))
    return c


def letter_stats(counts):
    stats = collections.defaultdict(lambda: [0, 0])
    for w, n in counts.items():
        s = stats[w[0]]
        s[0] += 1
        s[1] += n
    return stats


def main():
    rng = LCG(20240601)
    plain = {}
    counter = collections.Counter()
    chars = lines = 0
    for _ in range(ROUNDS):
        text = make_text(rng, WORDS)
        p = count_plain(text)
        c = count_counter(text)
        if dict(c) != p:
            print("dict and Counter disagree")
        for w, n in p.items():
            plain[w] = plain.get(w, 0) + n
        counter += c
        chars += len(text)
        lines += text.count("\n") + 1
    top = sorted(plain.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
    print("chars %d lines %d distinct %d" % (chars, lines, len(plain)))
    for w, n in top:
        print("%-12s %d" % (w, n))
    print("most_common:", counter.most_common(3))
    stats = letter_stats(plain)
    print(" ".join("%s:%d/%d" % (k, v[0], v[1]) for k, v in sorted(stats.items())))
    h = hashlib.sha256()
    for w in sorted(plain):
        h.update(("%s=%d;" % (w, plain[w])).encode())
    print("digest", h.hexdigest()[:32])


main()
