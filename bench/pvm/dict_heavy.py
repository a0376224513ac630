# dict_heavy: dictionaries as the workhorse: an inventory keyed by strings and
# tuples, insert/update/delete churn, membership tests, dict comprehensions,
# setdefault/pop/get, items()/keys()/values() iteration, merging with | and
# update, nested dicts, OrderedDict move_to_end as an LRU cache, and
# defaultdict/ChainMap lookups.
# Stresses: hashing of str/int/tuple keys, table growth and deletion.

import collections

N = 450000  # scale: operations in the churn loop
LRU_SIZE = 256


class LCG:
    def __init__(self, seed):
        self.x = seed

    def next(self, n):
        # 64-bit LCG (Knuth's MMIX constants); the high bits are the good ones
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return (self.x >> 33) % n


def churn(rng, n):
    d = {}
    deleted = 0
    hits = 0
    for i in range(n):
        k = "item%d" % rng.next(5000)
        op = rng.next(10)
        if op < 5:
            d[k] = d.get(k, 0) + i % 17
        elif op < 7:
            if k in d:
                hits += 1
        elif op < 8:
            if d.pop(k, None) is not None:
                deleted += 1
        else:
            d.setdefault(k, -1)
    return d, deleted, hits


def tuple_keys(rng, n):
    grid = {}
    for _ in range(n):
        x = rng.next(64)
        y = rng.next(64)
        grid[(x, y)] = grid.get((x, y), 0) + 1
    # neighbour sums over the sparse grid
    total = 0
    for (x, y), v in grid.items():
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            total += v * grid.get((x + dx, y + dy), 0)
    return grid, total


def lru(rng, n, size):
    cache = collections.OrderedDict()
    hits = misses = 0
    for _ in range(n):
        key = rng.next(size * 2) if rng.next(4) else rng.next(size // 4)
        if key in cache:
            cache.move_to_end(key)
            hits += 1
        else:
            misses += 1
            cache[key] = key * key
            if len(cache) > size:
                cache.popitem(last=False)
    return hits, misses, list(cache)[:5]


def nested(rng, n):
    db = collections.defaultdict(dict)
    for i in range(n):
        user = "u%d" % rng.next(300)
        field = ("name", "age", "score", "city")[rng.next(4)]
        db[user][field] = i
    cities = {}
    for user, rec in db.items():
        c = rec.get("city", -1) % 7
        cities.setdefault(c, []).append(user)
    defaults = {"age": 0, "score": 0, "name": "", "city": 0}
    merged = [collections.ChainMap(rec, defaults)["score"] for rec in db.values()]
    return len(db), {k: len(v) for k, v in sorted(cities.items())}, sum(merged)


def main():
    rng = LCG(12345)
    d, deleted, hits = churn(rng, N)
    inverted = {}
    for k, v in d.items():
        inverted.setdefault(v, []).append(k)
    squares = {k: v * v for k, v in d.items() if v > 0}
    combined = squares | {"extra": 1}
    combined.update((k, 0) for k in list(combined)[:100])
    print("churn", len(d), deleted, hits, sum(d.values()), len(inverted), sum(combined.values()))
    grid, total = tuple_keys(rng, N // 2)
    print("grid", len(grid), total, max(grid.values()))
    print("lru", *lru(rng, N, LRU_SIZE))
    print("nested", *nested(rng, N // 2))
    keys = sorted(d)[:3]
    print("first keys", keys, [d[k] for k in keys])


main()
