# f-strings: expressions, nesting, braces, quoting, multiline
name, n, pi = "World", 42, 3.14159
print(f"Hello, {name}!")
print(f"{n} {n + 1} {n * 2} {n // 5} {n % 5} {-n}")
print(f"{name.upper()} {name[::-1]} {len(name)} {name!r}")
print(f"{{literal braces}} {{{n}}} {'{'}{'}'}")
print(f"{[1, 2, 3]} {(1,)} {{'a': 1}} {dict(a=1)}")
print(f"{'quoted'} {'double' if n < 0 else 'single'}", f'{"dq inside sq"}')
d = {"key": "value", "n": 5}
print(f"{d['key']} {d['n'] * 2}")
items = ["a", "b"]
print(f"{', '.join(items)} {items[-1]} {len(items)}")
print(f"{1 if n > 40 else 0} {n > 40} {None} {True and 'yes'}")
print(f"{(lambda x: x * 2)(21)}")
print(f"{n=} {pi=} {name=!s} {n*2=}")
print(f"{n = }", f"{ n }")
width = 10
print(f"[{name:>{width}}] [{name:<{width}}] [{name:^{width}}]")
print(f"[{pi:{width}.{3}f}] [{pi:.{2}e}]")
fmt = ".2f"
print(f"{pi:{fmt}}")
multi = (f"line1 {n}\n"
         f"line2 {name}")
print(multi)
print(f"""triple {n}
quoted {name}""")
print(f"{'nested ' + f'{n}'}")
print(f"{n:{'>'}{8}}|")
print(F"capital F {n}", rf"raw \n {n}", fr"\t{name}")
print(f"{3.0} {1e20} {1e-5} {0.1 + 0.2} {2 ** 100} {-0.0}")
print(f"{b'bytes'} {bytearray(b'x')} {range(3)} {slice(1, 2)}")
class P:
    def __format__(self, spec):
        return f"P<{spec}>"
print(f"{P()} {P():xyz} {P():{n}}")
x = 7
print(f"{x:#b} {x:#o} {x:#x} {x:08.3f}")
print(f"{'':->20}")
print(f"{'end'}", end=f"{'!'}\n")
