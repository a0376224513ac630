def mean(xs):
    assert xs, 'mean of empty list'
    return sum(xs) / len(xs)
def check_positive(x):
    assert x > 0, f'expected positive, got {x}'
    return x
print(mean([1, 2, 3, 4]))
try:
    mean([])
except AssertionError as e:
    print('AssertionError:', e)
try:
    check_positive(-3)
except AssertionError as e:
    print('AssertionError:', e.args)
try:
    assert (1, 2) == (1, 3)
except AssertionError as e:
    print('bare assert args', e.args, repr(str(e)))
def validate(rows):
    for i, row in enumerate(rows):
        assert len(row) == 3, f'row {i} has {len(row)} fields: {row!r}'
    return len(rows)
print(validate([(1, 2, 3), ('a', 'b', 'c')]))
validate([(1, 2, 3), (4, 5)])
