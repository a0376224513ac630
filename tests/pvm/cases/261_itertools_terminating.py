# itertools: accumulate, chain, compress, dropwhile, takewhile, filterfalse, islice, pairwise, starmap, tee, zip_longest
from itertools import accumulate, chain, compress, dropwhile, takewhile, filterfalse, islice, pairwise, starmap, tee, zip_longest
import operator
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3], initial=100)), list(accumulate([])), list(accumulate([], initial=0)), list(accumulate("abc")))
print(list(accumulate([0.1] * 5)), list(accumulate([5, 3, 8], lambda a, b: a - b)))
print(list(chain("ab", [1, 2], (3,), range(2))), list(chain()), list(chain.from_iterable(["xy", "z", []])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(compress(range(10), [True, False] * 5)), list(compress("ab", [1])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "a"])))
print(list(islice("ABCDEFG", 2)), list(islice("ABCDEFG", 2, 4)), list(islice("ABCDEFG", 2, None)), list(islice("ABCDEFG", 0, None, 2)))
print(list(islice(range(10), 1, 8, 3)), list(islice([], 5)), list(islice("abc", None)))
for args in [(-1,), (0, -1), (0, 5, 0), ("a",)]:
    try:
        list(islice("abc", *args))
    except ValueError as e:
        print(type(e).__name__, e)
print(list(pairwise("ABCD")), list(pairwise([1])), list(pairwise([])), [b - a for a, b in pairwise([1, 4, 9, 16])])
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(operator.add, zip("ab", "cd"))), list(starmap(lambda: 1, [(), ()])))
a, b = tee([1, 2, 3])
print(list(a), list(b))
x, y, z = tee("ab", 3)
print(next(x), list(y), list(x), list(z))
print(list(zip_longest("AB", "xyz")), list(zip_longest("AB", "xyz", fillvalue="-")), list(zip_longest()), list(zip_longest([1], [], [2, 3])))
it = iter(range(10))
first_three = list(islice(it, 3))
print(first_three, next(it), list(islice(it, 2, 4)), list(it))
def running_avg(xs):
    return [s / n for n, s in enumerate(accumulate(xs), 1)]
print(running_avg([2, 4, 6, 8]))
print(list(takewhile(str.isalpha, "abc123def")), "".join(dropwhile(str.isspace, "   indented")))
print(list(chain.from_iterable(pairwise(range(4)))), list(accumulate(range(1, 6), operator.mul, initial=1)))
