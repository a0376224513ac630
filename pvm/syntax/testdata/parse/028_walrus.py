if (n := len(a)) > 10:
    pass
while (line := f.readline()):
    pass
[y for x in data if (y := f(x))]
print(x := 1)
(x := 1)
f(a, b := 2)
x = (y := 1)
{(x := 1): 2}
a[(x := 1)]
