f(x for x in y)
f((x for x in y))
(x for x in y)
sum((x for x in y), 0)
any(x > 0 for x in y if x)
g = (
    x
    for x in y
)
h(
    x
    for x in y
)
