{a: b for a, b in c}
{a: (b for b in c) for a in d}
{**{}}
{1: 2, **a, 3: 4}
{(1, 2), (3, 4)}
{lambda: 1: 2}
{a if b else c: d}
{'a': lambda x: x}
{1, 2, *a}
d = {
    # comment
    'key': 'value',  # comment
}
