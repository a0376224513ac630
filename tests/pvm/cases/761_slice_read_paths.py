# Reading slices of lists, tuples, strs and ranges, copies and reversals.
l = list(range(10))
t = tuple(l)
s = "abcdefghij"
r = range(3, 30, 3)
for sl in (slice(None), slice(2, 7), slice(None, None, -1), slice(7, 2, -1), slice(8, None, -3),
           slice(-3, None), slice(None, -3), slice(100, -100, -1), slice(-100, 100, 4), slice(5, 5),
           slice(1, 9, 10), slice(9, 0, -10), slice(2 ** 70, None, -1), slice(None, 2 ** 70, 2)):
    print(sl, l[sl], t[sl], s[sl], list(r[sl]))
print(t[:] is t, l[:] is l, l[:] == l, s[:] is s)
k = 4
print(l[k::-1], l[: k + 1], l[k:], t[k::-1], s[k::-1])
c = l.copy()
c.append(99)
print(l, c)
print(list(reversed(l)), list(reversed(t)), "".join(reversed(s)))
l.reverse()
print(l)
print([0] * 5, [1, 2] * 3, [] * 9, [None] * 0, 3 * [7], (1, 2) * 2)
print(list(range(5)), list(range(10, 0, -3)), list(range(0)), list(range(-2, 2)))
m = [[]] * 3
m[0].append(1)
print(m)
print(l[::-1][::-1] == l, l[-1:-11:-1], l[-1:-12:-1], l[0:-1:-1])
for bad in (lambda: l[::0], lambda: l["a":], lambda: t[:None:0.5]):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
class I:
    def __index__(self):
        return 2
print(l[I():], t[:I()], s[I()::I()])
print(s[::-1], s[::-1] is s, s[1::3], "é漢a"[::-2], "ab"[::-1])
