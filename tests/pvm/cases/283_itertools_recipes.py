# classic itertools recipes built from the module's primitives
from itertools import islice, chain, groupby, zip_longest, accumulate, tee, count, repeat, starmap, combinations
import operator
def take(n, it):
    return list(islice(it, n))
def batched(it, n):
    it = iter(it)
    while batch := tuple(islice(it, n)):
        yield batch
def grouper(it, n, fill=None):
    args = [iter(it)] * n
    return zip_longest(*args, fillvalue=fill)
def sliding(it, n):
    its = tee(it, n)
    for i, t in enumerate(its):
        for _ in range(i):
            next(t, None)
    return zip(*its)
def unique_everseen(it, key=None):
    seen = []
    for x in it:
        k = x if key is None else key(x)
        if k not in seen:
            seen.append(k)
            yield x
def unique_justseen(it):
    return (k for k, _ in groupby(it))
def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)
def tabulate(fn, start=0):
    return map(fn, count(start))
def dotproduct(a, b):
    return sum(map(operator.mul, a, b))
def powerset(it):
    s = list(it)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))
def roundrobin(*its):
    iters = [iter(i) for i in its]
    while iters:
        nxt = []
        for it in iters:
            try:
                yield next(it)
                nxt.append(it)
            except StopIteration:
                pass
        iters = nxt
def partition(pred, it):
    t1, t2 = tee(it)
    return [x for x in t1 if not pred(x)], [x for x in t2 if pred(x)]
print(take(4, tabulate(lambda n: n * n)), list(batched("ABCDEFG", 3)), list(grouper("ABCDEFG", 3, "x")))
print(list(sliding(range(6), 3)), list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", key=str.lower)))
print(list(unique_justseen("AAAABBBCCDAABBB")), list(flatten([[1, 2], [], [3]])), dotproduct([1, 2, 3], [4, 5, 6]))
print(list(powerset([1, 2, 3])), list(roundrobin("ABC", "D", "EF")), partition(lambda x: x % 2, range(10)))
print(list(accumulate(repeat(2, 5), operator.mul)), list(starmap(operator.pow, zip(range(5), repeat(3)))))
def nth(it, n, default=None):
    return next(islice(it, n, None), default)
print(nth(count(100), 5), nth("abc", 10, "none"), take(3, (x for x in count() if x % 7 == 3)))
