# subscripting, item assignment, deletion and call errors across types
targets = [5, 1.5, None, "str", b"by", (1, 2), [1, 2], {"k": 1}, range(3), len, True]
for t in targets:
    try:
        print(repr(t), "[0] ->", repr(t[0]))
    except (TypeError, KeyError, IndexError) as e:
        print(repr(t), "[0] ->", type(e).__name__, e)
    try:
        t[0] = 9
        print(repr(t), "assign ok")
    except (TypeError, KeyError, IndexError) as e:
        print(repr(t), "[0]= ->", type(e).__name__, e)
    try:
        del t[0]
        print(repr(t), "del ok")
    except (TypeError, KeyError, IndexError) as e:
        print(repr(t), "del [0] ->", type(e).__name__, e)
for t in ["abc", [1, 2], (1,), b"x", range(2)]:
    for idx in ["0", 1.0, None, (0,), [0]]:
        try:
            t[idx]
        except TypeError as e:
            print(type(t).__name__, repr(idx), type(e).__name__, e)
for t in [5, "s", [1], None, (1,)]:
    try:
        t()
    except TypeError as e:
        print(type(e).__name__, e)
class NoItems:
    pass
n = NoItems()
for op in [lambda: n[0], lambda: n.__setitem__(0, 1), lambda: n[0:1]]:
    try:
        op()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    n[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del n[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    NoItems[0]
except TypeError as e:
    print(type(e).__name__, e)
print(dict.__name__)
