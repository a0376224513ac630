# uncaught bare AssertionError (no message)
try:
    assert 1 + 1 == 3
except AssertionError as e:
    print("handled bare assert:", repr(e), e.args)
def normalize(values):
    out = []
    for v in values:
        out.append(v / max(values))
    return out
def check(values):
    norm = normalize(values)
    print("normalized", [round(x, 3) for x in norm])
    assert max(norm) == 1.0
    assert min(norm) >= 0
    return norm
check([1, 2, 4])
check([3, 6])
print("now with a negative value")
check([-5, 2, 1])
print("unreachable")
