# assignment expressions (:=)
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long list", n)
print([y for x in data if (y := x * 2) > 6])
print(y)
buf = iter(["line1", "line2", "", "ignored"])
lines = []
while (line := next(buf)) != "":
    lines.append(line)
print(lines)
def parse(s):
    if (i := s.find("=")) >= 0:
        return s[:i], s[i + 1:]
    return None
print(parse("key=value"), parse("novalue"), parse("=x"))
print((a := 5), a + 1)
print([(b := i) * b for i in range(4)], b)
total = 0
vals = [total := total + v for v in range(5)]
print(vals, total)
def f():
    return [last := c for c in "xyz"], last
print(f())
x = 0
print(x := 10, x)
print((z := [1, 2]).append(3) or z)
def chunks(stream, size):
    out = []
    while chunk := stream[len(out) * size:(len(out) + 1) * size]:
        out.append(chunk)
    return out
print(chunks("abcdefgh", 3))
print({(k := key.upper()): k * 2 for key in "ab"})
values = [5, 0, 7]
print([r for v in values if (r := 10 // v if v else None) is not None])
match_len = [(w, l) for w in ["a", "abc", "ab"] if (l := len(w)) >= 2]
print(match_len)
def counter():
    count = 0
    def bump():
        nonlocal count
        return (count := count + 1)
    return bump
c = counter()
print(c(), c(), c())
print(f"{(q := 3) * 2} {q}")
print((w := "walrus") and w.title())
nums = [1, 2, 3, 4]
print(any((hit := n) > 2 for n in nums), hit)
print(all((miss := n) < 3 for n in nums), miss)
