# range objects
r = range(2, 20, 3)
print(r, list(r), len(r), r[0], r[-1], r[2], r.start, r.stop, r.step)
print(r[1:4], r[::-1], r[::2], list(r[::-1]), r[10:], r[-2:], list(range(10)[3:8:2]))
print(8 in r, 9 in r, 2.0 in r, r.index(11), r.count(11), r.count(12), r.count(11.0))
print(range(5), range(0, 5), range(0, 5, 1), range(5, 0, -1), range(0), range(-3), list(range(5, 0, -2)))
print(range(0, 10, 2) == range(0, 9, 2), range(0) == range(5, 5), range(3) == [0, 1, 2], range(1, 2) == range(1, 3, 5))
print(hash(range(3)) == hash(range(0, 3)), len(range(0, 10 ** 17, 7)), range(10 ** 20)[-1])
print(list(range(-5, 5, 3)), list(range(5, -5, -3)), list(range(0, -10, -4)), list(range(1, 1)))
print(bool(range(0)), bool(range(1)), min(range(3, 9)), max(range(3, 9)), sum(range(101)), sorted(range(3), reverse=True))
print(list(reversed(range(4))), list(reversed(range(1, 10, 4))), list(enumerate(range(10, 13))))
for bad in [lambda: range(1, 2, 0), lambda: range(1.5), lambda: range("3"), lambda: range(1, 2, 3, 4), lambda: range()]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    range(5)[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    range(5).index(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(3)[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
big = range(0, 10 ** 25, 10 ** 10)
print(len(big), big[12345], 10 ** 25 in big, 10 ** 25 + 1 in big, big.index(10 ** 20))
try:
    len(range(2 ** 100))
except OverflowError as e:
    print(type(e).__name__, e)
print(range(2 ** 100)[2 ** 99], range(2 ** 100)[-1] == 2 ** 100 - 1)
print(type(range(3)).__name__, repr(range(1, 5, 2)), str(range(3)), range(3).__len__())
it = iter(range(3))
print(next(it), list(it), list(it))
print(range(10)[True], range(10)[slice(2, None, 3)], range(3, 30, 3)[-4:-1])
class Idx:
    def __index__(self):
        return 4
print(range(Idx()), range(10)[Idx()], list(range(1, Idx())))
