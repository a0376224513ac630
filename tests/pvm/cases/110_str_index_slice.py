# string indexing and slicing
s = "Hello, World!"
print(s[0], s[-1], s[7], s[-6], len(s))
print(s[0:5], s[7:], s[:5], s[-6:], s[:-1], s[:], s[100:], s[-100:3], s[5:2])
print(s[::2], s[1::2], s[::-1], s[::-2], s[10:2:-2], s[-1:-6:-1], s[2:10:3])
print(s[None:5], s[5:None], s[::None], s[slice(2, 5)], s[slice(None, None, -3)])
for i in [13, -14, 100]:
    try:
        s[i]
    except IndexError as e:
        print(type(e).__name__, e)
for bad in ["1", 1.0, None, [1]]:
    try:
        s[bad]
    except TypeError as e:
        print(type(e).__name__, e)
try:
    s[::0]
except ValueError as e:
    print(type(e).__name__, e)
try:
    s[1.5:2]
except TypeError as e:
    print(type(e).__name__, e)
e = ""
print(repr(e[:]), repr(e[::-1]), repr(e[5:10]))
try:
    e[0]
except IndexError as err:
    print(type(err).__name__, err)
u = "añb中😀c"
print(len(u), u[1], u[3], u[4], u[::-1], u[2:5], [c for c in u])
print(s[True], s[False:True], s[-len(s)], s[len(s) - 1])
print("abcdef"[1:-1:2], "abcdef"[-2:0:-1], "abcdef"[5:-7:-1], "abcdef"[10:0:-1])
class Idx:
    def __index__(self):
        return 2
print(s[Idx()], s[Idx():5], s[:Idx()])
print(s[2 ** 70:], s[-2 ** 70:2], s[:2 ** 70][:3])
try:
    s[2 ** 70]
except IndexError as e:
    print(type(e).__name__, e)
