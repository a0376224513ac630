# Slices with step -1 of lists, tuples, strs (ASCII and not), bytes,
# bytearrays and ranges, from every kind of start and stop, in and out of
# range: the copy loop the step -1 case has of its own.
l = list(range(10))
print(l[::-1], l[5::-1], l[:3:-1], l[8:2:-1], l[-1:-11:-1], l[::-1][:3], l[0:0:-1], l[100::-1], l[:-100:-1])
t = tuple("abcdef")
print(t[::-1], t[4::-1], t[:1:-1])
s = "hello, world"
print(s[::-1], s[5::-1], s[:3:-1], s[8:2:-1], s[::-1][::-1] == s, ""[::-1], "a"[::-1])
u = "héllo wörld ✓"
print(u[::-1], u[6::-1], u[:2:-1])
b = b"bytes!"
print(b[::-1], bytearray(b"xyz")[::-1], b[3::-1])
r = range(10)
print(r[::-1], list(r[::-1]), r[5::-1])
big = list(range(1000))
print(big[::-1][:5], sum(big[::-1][::7]))
for n in range(4):
    x = list(range(n))
    print(n, x[::-1], "".join(map(str, x))[::-1], x[n // 2::-1])
