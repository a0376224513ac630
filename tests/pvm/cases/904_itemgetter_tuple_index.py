# operator.itemgetter with one and several items on tuples, lists, dicts and
# strs; tuple indexing from library code (negative, out of range, bools).
import operator

rows = [(3, "c", 1.5), (1, "a", 2.5), (2, "b", 0.5), (1, "z", 9.0)]
one, two, neg = operator.itemgetter(1), operator.itemgetter(0, 2), operator.itemgetter(-1)
print(sorted(rows, key=one), sorted(rows, key=two), sorted(rows, key=neg, reverse=True))
print([one(r) for r in rows], [two(r) for r in rows], [neg(r) for r in rows])
print(operator.itemgetter(True)(("f", "t")), operator.itemgetter(0, 0, 0)((7,)), two([4, 5, 6]))
print(operator.itemgetter("k", "j")({"k": 1, "j": 2}), one("xyz"), operator.itemgetter(slice(1, None))((1, 2, 3)))
print(type(two((1, 2, 3))).__name__, operator.itemgetter(0, 1, 2, 3, 4)(tuple(range(9))))
for bad in [lambda: one((1,)), lambda: neg(()), lambda: two((1,)), lambda: operator.itemgetter(5)((1, 2)),
            lambda: operator.itemgetter(-3)((1, 2)), lambda: operator.itemgetter("a")((1, 2)),
            lambda: one(), lambda: one((1, 2), (3, 4)), lambda: one(x=(1, 2))]:
    try:
        print(bad())
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)


class Row(tuple):
    def __getitem__(self, i):
        return "row%d" % i


r = Row((1, 2, 3))
print(one(r), two(r), r[0], tuple.__getitem__(r, -1))
t = (10, 20, 30)
print(t[-1], t[-3], t[True], t[0:2], t[::-1])
for i in (3, -4):
    try:
        print(t[i])
    except IndexError as e:
        print("IndexError", e)
print(operator.itemgetter(1)(t), operator.itemgetter(1, -1)(t), repr(operator.itemgetter(1, -1)))
