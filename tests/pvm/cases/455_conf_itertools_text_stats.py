from itertools import groupby, accumulate, islice, chain, zip_longest
from collections import Counter
import operator

def rle_encode(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))

def rle_decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)

for text in ["aaabccdddd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]:
    enc = rle_encode(text)
    print(f"{text!r:16} -> {enc!r:14} -> {rle_decode(enc)!r}", rle_decode(enc) == text)

sales = [("north", "q1", 100), ("north", "q2", 150), ("south", "q1", 80), ("south", "q2", 40), ("east", "q1", 0)]
for region, rows in groupby(sorted(sales), key=operator.itemgetter(0)):
    rows = list(rows)
    print(f"{region:<6} total={sum(r[2] for r in rows):>4} quarters={[r[1] for r in rows]}")
running = list(accumulate(r[2] for r in sales))
print(running, list(accumulate(running, max)), list(accumulate([1, 2, 3, 4], operator.mul, initial=10)))

def chunks(iterable, n):
    it = iter(iterable)
    while batch := list(islice(it, n)):
        yield batch
print(list(chunks(range(10), 3)), list(chunks("", 2)), list(chunks("abcdef", 6)))

def sliding(seq, n):
    its = [islice(seq, i, None) for i in range(n)]
    return list(zip(*its))
print(sliding([1, 2, 3, 4, 5], 3), sliding("ab", 3))

matrix = [[1, 2, 3], [4, 5], [6]]
print(list(chain.from_iterable(matrix)), list(zip_longest(*matrix, fillvalue=0)))
print([list(col) for col in zip(*[[1, 2], [3, 4], [5, 6]])])
words = "the cat and the hat and the bat".split()
freq = Counter(words)
print(freq.most_common(2), sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])))
print(Counter(len(w) for w in words), sum(freq.values()), freq["dog"], len(freq))
letters = Counter("".join(words))
print(letters.most_common(3), (letters - Counter("aaa"))["a"], list((freq & Counter(the=1, cat=5)).items()))
pairs = [(a, b) for a, b in zip(words, words[1:]) if a != b]
print(len(pairs), pairs[:3], dict(Counter(pairs).most_common(1)))
