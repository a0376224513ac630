from collections import Counter, defaultdict
import string
text = """The quick brown fox jumps over the lazy dog. The dog barks!
A quick reply: "Foxes are quick; dogs are lazy?" -- said the narrator.
Numbers like 42 and 3.14 aren't words, but they're tokens."""
lines = text.splitlines()
print(len(lines), [len(l) for l in lines])
words = [w.strip(string.punctuation).lower() for w in text.split()]
words = [w for w in words if w]
print(len(words), words[:8])
freq = Counter(words)
print(freq.most_common(5))
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
by_len = defaultdict(list)
for w in sorted(set_free := list(dict.fromkeys(words))):
    by_len[len(w)].append(w)
for n in sorted(by_len):
    print(n, by_len[n])
caps = [w for w in text.split() if w[:1].isupper()]
print(caps)
print(text.count("the"), text.lower().count("the"), text.find("fox"), text.rfind("quick"))
trans = str.maketrans({"a": "4", "e": "3", "o": "0"})
print(lines[0].translate(trans))
print(" ".join(w.capitalize() for w in lines[0].split()), lines[0].title())
print(lines[1].partition(":"), lines[1].split('"')[1])
acr = "".join(w[0].upper() for w in "portable network graphics".split())
print(acr, "-".join(reversed("a-b-c".split("-"))), "abc"[::-1])
def wrap(s, width):
    out, cur = [], ""
    for w in s.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        out.append(cur)
    return out
for l in wrap(text, 28):
    print(f"|{l:<28}|")
vowels = sum(1 for ch in text.lower() if ch in "aeiou")
print(vowels, sum(ch.isdigit() for ch in text), sum(ch.isspace() for ch in text))
print(sorted(words, key=len)[-3:], sorted(words, key=lambda w: (len(w), w))[:3])
print("%-10s|%5.1f%%|%03d" % ("ratio", 12.345, 7), "{:>8.3}".format("abcdef"), "{:^9.2e}".format(1234.5))
print(repr(text[:20]), ascii("naïve café"), "naïve".encode("utf-8"), len("naïve".encode()))
print(max(words, key=len), min(words), "fox" in words, words.index("dog"))
