[x for x in y]
[x for x in y if x]
[x for x in y if x if z]
[x for x in y for z in x]
[(x, y) for x in a for y in b if x != y]
{x for x in y}
{k: v for k, v in items}
{k: v for k, v in items if k}
(x for x in y)
[x for x, in y]
[x for (a, b) in y]
[x for [a, b] in y]
[x for *a, b in y]
[x for a.b in y]
[x for a[0] in y]
[y := f(x) for x in data]
[x for x in (y if z else w)]
[[x for x in row] for row in matrix]
[x for x in range(10) if x % 2 == 0 if x > 3]
[lambda: x for x in y]
{(a, b): c for a, b, c in d}
sum(x for x in y)
async def f():
    [x async for x in y]
    [await x for x in y]
    {x: y async for x, y in z}
    (x async for x in y)
