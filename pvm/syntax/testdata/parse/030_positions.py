x = (
    1 +
    2
)
foo(
    a,
    b,
)(c)
result = obj \
    .method() \
    .other()
y = [
    i
    for i in range(10)
    if i
]
z = {
    'a': 1,
    'b': 2,
}
value = (((a)))
t = ((a), (b))
if (a and
        b):
    pass
def f(
    a: int = 1,
    *,
    b: str = "x",
) -> None:
    pass
