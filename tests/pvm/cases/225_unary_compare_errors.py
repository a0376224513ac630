# unary operator and ordering comparison errors across types
values = [1, -2.5, True, "s", b"b", [1], (1,), {"k": 1}, None]
for sym, fn in [("-", lambda a: -a), ("+", lambda a: +a), ("~", lambda a: ~a), ("abs", abs), ("not", lambda a: not a)]:
    for v in values:
        try:
            print(sym, repr(v), "->", repr(fn(v)))
        except TypeError as e:
            print(sym, repr(v), "->", type(e).__name__, e)
for sym, fn in [("<", lambda a, b: a < b), ("<=", lambda a, b: a <= b), (">", lambda a, b: a > b), (">=", lambda a, b: a >= b)]:
    for a, b in [(1, "1"), ("a", 1), ([1], (1,)), (None, None), ({}, {}), (1.5, None), (b"a", "a"), ([1], [1, "x"]), ((1, 2), (1, "x")), (True, 0.5)]:
        try:
            print(repr(a), sym, repr(b), "->", fn(a, b))
        except TypeError as e:
            print(repr(a), sym, repr(b), "->", type(e).__name__, e)
for a, b in [(1, "1"), ([1], (1,)), (None, 0), ({}, []), (b"a", "a"), (1.0, True)]:
    print(repr(a), "==", repr(b), a == b, a != b)
class Plain:
    pass
for a, b in [(Plain(), Plain()), (Plain(), 1), (1, Plain())]:
    for sym, fn in [("<", lambda a, b: a < b), (">=", lambda a, b: a >= b)]:
        try:
            fn(a, b)
        except TypeError as e:
            print(sym, type(e).__name__, e)
for container, item in [(5, 1), ("abc", 1), (None, 1), ([1], [1]), ({}, []), (b"ab", "a"), (1.5, 1)]:
    try:
        print(repr(item), "in", repr(container), "->", item in container)
    except TypeError as e:
        print(repr(item), "in", repr(container), "->", type(e).__name__, e)
