# augmented assignment on every operator and target kind
x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 4; print(x)
x //= 5; print(x)
x %= 6; print(x)
x **= 3; print(x)
x /= 4; print(repr(x))
x = 0b1111
x &= 0b1010; print(x)
x |= 0b0100; print(x)
x ^= 0b0001; print(x)
x <<= 3; print(x)
x >>= 1; print(x)
s = "ab"
s *= 3; print(s)
s += "!"; print(s)
l = [1]
alias = l
l += [2, 3]
print(l, alias, l is alias)
l *= 2
print(l, alias)
t = (1,)
talias = t
t += (2,)
print(t, talias, t is talias)
d = {"n": 1}
d["n"] += 10
d["n"] *= 2
print(d)
lst = [1, 2, 3]
lst[0] += 100
lst[-1] **= 2
print(lst)
class C:
    count = 0
c = C()
c.count += 1
print(c.count, C.count)
C.count += 5
print(c.count, C.count)
calls = []
def key():
    calls.append("key")
    return "k"
def container():
    calls.append("container")
    return store
store = {"k": 1}
container()[key()] += 1
print(store, calls)
f = 1.5
f += 1
f *= 2
print(repr(f))
try:
    u = 1
    u += "s"
except TypeError as e:
    print(type(e).__name__, e)
try:
    tt = (1, [2])
    tt[1] += [3]
except TypeError as e:
    print(type(e).__name__, e, tt)
try:
    undefined_name += 1
except NameError as e:
    print(type(e).__name__, e)
b = bytearray(b"ab")
b += b"cd"
b *= 2
print(b)
