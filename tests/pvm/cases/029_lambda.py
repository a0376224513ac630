# lambda expressions
sq = lambda x: x * x
print(sq(7), (lambda: "no args")(), (lambda *a: a)(1, 2), (lambda **k: k)(a=1))
print(sq.__name__, (lambda: 0).__name__)
add = lambda a, b=10: a + b
print(add(1), add(1, 2), add(b=5, a=5))
pairs = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
print(sorted(pairs, key=lambda p: p[1]))
print(sorted(pairs, key=lambda p: (-p[0], p[1])))
print(list(map(lambda x: x ** 2, range(6))))
print(list(filter(lambda x: x % 3 == 0, range(20))))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
       "/": lambda a, b: a / b}
for sym in "+-*/":
    print(sym, ops[sym](12, 5))
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3), curry("x")("y")("z"))
y = 5
cap = lambda: y
y = 6
print(cap())
cond = lambda n: "even" if n % 2 == 0 else "odd"
print([cond(i) for i in range(5)])
fact = lambda n: 1 if n <= 1 else n * fact(n - 1)
print(fact(20))
nested = (lambda f: f(f))(lambda g: 42)
print(nested)
print((lambda x, /, y, *, z: x + y + z)(1, 2, z=3))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
from functools import reduce
print(reduce(lambda acc, x: acc * 10 + x, [1, 2, 3, 4], 0))
fns = [lambda x, k=k: x * k for k in range(1, 4)]
print([f(10) for f in fns])
print((lambda: (yield_ := 3) + yield_)())
default_dict_like = {"a": lambda: "A"}.get("b", lambda: "default")
print(default_dict_like())
try:
    (lambda x: x)()
except TypeError as e:
    print(type(e).__name__, e)
print((lambda *args, sep="-": sep.join(map(str, args)))(1, 2, 3, sep="+"))
