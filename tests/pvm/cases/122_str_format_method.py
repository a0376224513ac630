# str.format: positional, keyword, indexes, attributes, conversions
print("{} {} {}".format(1, "two", 3.0), "{0} {1} {0}".format("a", "b"), "{1}{0}".format("x", "y"))
print("{name} is {age}".format(name="Ann", age=30), "{0} {x}".format("pos", x="kw"))
print("{0[0]} {0[1]} {1[key]} {1[2]}".format(["l0", "l1"], {"key": "kv", 2: "int-key"}))
class P:
    x = 5
    items = [10, 20]
    nested = {"a": "deep"}
print("{0.x} {0.items[1]} {p.nested[a]}".format(P, p=P))
print("{!r} {!s} {!a}".format("é", "é", "é"), "{0!r:>10}|".format("é"))
print("{{}} {{{}}} {{0}}".format("x"), "{}".format("{}"))
print("{:>8}|{:<8}|{:^8}|{:*^9}|{:08.3f}|{:+d}|{:,}|{:x}|{:%}".format("r", "l", "c", "s", 3.14159, 5, 1234567, 255, 0.25))
print("{0:{1}}|{0:>{1}}|{2:.{3}f}|{2:{4}.{3}f}".format("w", 6, 3.14159, 2, 9))
print("{:{fill}{align}{width}}".format("x", fill="-", align="^", width=7))
print("{0}{0}{0}".format("ab"), "{}{}".format(*"xy"), "{a}{b}".format(**{"a": 1, "b": 2}))
data = {"user": {"name": "ann", "tags": ["x", "y"]}}
print("{d[user][name]} has {d[user][tags][1]}".format(d=data))
print("{0:s} {0!r:s}".format("s"), "{:}".format(12), "{:d}".format(True))
errors = [("{} {}", ("a",), {}), ("{0} {}", ("a", "b"), {}), ("{x}", (), {}), ("{0[5]}", ([1],), {}),
          ("{0.nope}", (1,), {}), ("{", (), {}), ("}", (), {}), ("{0!x}", (1,), {}), ("{:d}", ("s",), {}),
          ("{0[a]}", ({"b": 1},), {}), ("{:q}", (1,), {}), ("{0:{1}}", ("x", "bad"), {}), ("{1}", ("a",), {})]
for fmt, args, kwargs in errors:
    try:
        print(repr(fmt.format(*args, **kwargs)))
    except (IndexError, KeyError, AttributeError, ValueError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)
print("{k}".format_map({"k": "mapped"}))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{a} {b} {c}".format_map(Default(a="A")))
print("{0[-1]}".format({"-1": "string key"}) if True else "", "{0[1]}".format("abc"))
print("{:>{}}|{:<{}}".format("a", 4, "b", 3))
print("{0:=^20}".format(" centered "), "{:_<10}".format("pad"), "{:0>5}".format(42), "{:05}".format(-4))
