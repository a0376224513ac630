import itertools as it
import operator
def take(n, iterable):
    return list(it.islice(iterable, n))
def chunked(iterable, n):
    iterator = iter(iterable)
    while chunk := tuple(it.islice(iterator, n)):
        yield chunk
def sliding(iterable, n):
    window = []
    for x in iterable:
        window.append(x)
        if len(window) > n:
            window.pop(0)
        if len(window) == n:
            yield tuple(window)
def roundrobin(*iterables):
    nexts = it.cycle(iter(i).__next__ for i in iterables)
    pending = len(iterables)
    while pending:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            pending -= 1
            nexts = it.cycle(it.islice(nexts, pending))
def unique_everseen(iterable, key=None):
    seen = {}
    for el in iterable:
        k = el if key is None else key(el)
        if k not in seen:
            seen[k] = True
            yield el
print(take(5, it.count(10, 5)), take(4, it.cycle('ab')), take(3, it.repeat(7)), list(chunked(range(7), 3)), list(sliding('abcde', 3)))
print(list(roundrobin('ABC', 'D', 'EF')), list(unique_everseen('AAAABBBCCDAABBB')), list(unique_everseen('ABBcCAD', str.lower)))
print(list(it.accumulate([1, 2, 3, 4], operator.mul)), list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([])), list(it.accumulate('abc')))
print([(k, len(list(g))) for k, g in it.groupby(sorted('mississippi'))], [(k, [x for x in g]) for k, g in it.groupby([1, 2, 4, 5, 7], key=lambda x: x // 3)])
print(list(it.product([1, 2], 'ab')), len(list(it.product(range(3), repeat=3))), list(it.permutations('abc')), list(it.combinations(range(4), 3)))
print(list(it.zip_longest([1, 2, 3], ['a'])), list(it.starmap(operator.add, [(1, 2), (3, 4)])), list(it.filterfalse(lambda x: x % 2, range(6))), list(it.compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(it.islice('abcdefg', 2, None, 2)), list(it.islice(range(10), 3)), list(it.islice(range(10), 2, 8, 3)), list(it.chain('ab', [1], (2,))), list(it.pairwise([1, 2, 3])))
a, b = it.tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
try:
    list(it.islice('abc', -1))
except ValueError as e:
    print('ValueError', e)
g = it.groupby('aabb')
k1, grp1 = next(g)
k2, grp2 = next(g)
print(k1, list(grp1), k2, list(grp2))
print(sum(1 for _ in it.combinations(range(10), 4)), list(it.combinations('ab', 3)), list(it.permutations([], 0)), list(it.product()))
