# str.format and format_map: positional, automatic and keyword fields,
# attribute and index lookups, nested specs, conversions, and the errors.


class P:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __format__(self, spec):
        return "P<" + spec + ">"


class Missing(dict):
    def __missing__(self, key):
        return "?" + key


p = P(3, [10, 20, "é"])
print("{} {} {}".format(1, "a", 2.5), "{1} {0} {1}".format("x", "y"))
print("{name} is {age:>3}; {name!r:^9}|".format(name="Zoë", age=7))
print("{0.x} {0.y[2]} {0.y[1]:+d} {d[k]} {d[0]}".format(p, d={"k": "v", "0": "zero", 0: "int"}))
print("{p} {p:abc} {0:{1}{2}}".format("ctr", "^", 9, p=p))
print("{:{w}.{prec}f}|{:>{w}}|{:{fill}<{w}}|".format(3.14159, "r", "l", w=8, prec=3, fill="·"))
print("{{literal}} {0}{{{0}}}".format("z"), "{!s:>4}{!r}{!a}".format(1, "é", "é"))
print("{a}{b}{a}".format(a="A", b="B", c="unused"), "{0}{x}".format(0, x="kw"))
print("{x} {y}".format_map({"x": 1, "y": [2]}), "{a} {b}".format_map(Missing(a="A")))
print("{:,} {:_x} {:#o} {:e} {:%} {:n}".format(1234567, 65535, 8, 12345.678, 0.25, 1000))
print("{0:{0}}".format(5), "{:>{}}".format("x", 3), "{:.{}}".format("abcdef", 2))
kw = {"first": "Ada", "last": "Lovelace"}
print("{last}, {first}".format(**kw), "{first[0]}. {last}".format(**kw))
tmpl = "{0:>6}:{1:^10}:{2:,}:{3:.3e}:{name}"
for i in range(3):
    print(tmpl.format(i, ["ada", "日本", "x"][i], i * 1234567, i * 0.001 + 1.0, name="n%d" % i))
errors = [
    ("{missing}", (), {"other": 1}), ("{0} {}", ("a", "b"), {}), ("{} {0}", ("a", "b"), {}),
    ("{2}", ("a",), {}), ("{", (), {}), ("}", (), {}), ("{0!x}", (1,), {}), ("{0.}", (1,), {}),
    ("{0[}", (1,), {}), ("{0:d}", ("s",), {}), ("{a.b}", (), {"a": 1}), ("{0[5]}", ([1],), {}),
    ("{x}", (), {}), ("{0:{1:{2}}}", (1, 2, 3), {}), ("{!r}", (), {}),
]
for fmt, args, kws in errors:
    try:
        print(repr(fmt), "->", repr(fmt.format(*args, **kws)))
    except (KeyError, IndexError, ValueError, AttributeError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)
for fmt, m in [("{x}", {}), ("{0}", {"0": 1}), ("{x}", 5)]:
    try:
        print(fmt.format_map(m))
    except (KeyError, ValueError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)
