# Insertion order survives heavy delete/re-insert churn (the pattern of an
# LRU cache: many deleted entries that the dict drops as it goes), for str,
# int and tuple keys, with lookups, membership, popitem and first-key reads
# along the way.
def churn(keys, rounds):
    d = {}
    for k in keys:
        d[k] = 0
    seen = 0
    for i in range(rounds):
        k = keys[(i * 7919) % len(keys)]
        v = d.pop(k)
        d[k] = v + i
        if i % 97 == 0:
            seen += d[keys[i % len(keys)]] + (keys[-1] in d)
        if i % 251 == 0:
            first = next(iter(d))
            d[first] = d.pop(first)
    return d, seen


for keys in ([str(i) * 2 for i in range(300)], list(range(0, 3000, 10)), [(i, -i) for i in range(200)]):
    d, seen = churn(keys, 5000)
    items = list(d.items())
    print(len(d), seen, items[:3], items[-3:])
    print(sum(v for _, v in items), list(d)[100:104])
    last = d.popitem()
    print(last, len(d), next(iter(d)), next(reversed(d)))
    for k in list(d)[::2]:
        del d[k]
    d.update((k, -1) for k in keys[:5])
    print(len(d), list(d)[:4], list(d)[-6:])

big = dict.fromkeys(range(1000))
for i in range(0, 1000, 3):
    del big[i]
for i in range(2000, 2600):
    big[i] = i
    del big[i - 1000 if i - 1000 in big else i]
print(len(big), list(big)[:5], list(big)[-5:], sum(big))
