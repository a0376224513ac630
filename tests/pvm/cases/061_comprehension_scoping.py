# comprehension scoping rules, walrus leakage, nested closures
x = 10
squares = [x * x for x in range(3)]
print(squares, x)
y = 5
print([y + i for i in range(3)])
print([last := i for i in range(4)], last)
total = 0
print([total := total + n for n in [1, 2, 3, 4]], total)
def fn():
    items = [1, 2, 3]
    return [i * mult for i in items for mult in [10]]
print(fn())
def closures():
    return [lambda: i for i in range(3)]
print([f() for f in closures()])
def nested_comp():
    outer = [1, 2]
    return [[o * inner for inner in range(3)] for o in outer]
print(nested_comp())
class K:
    data = [1, 2, 3]
    doubled = [v * 2 for v in data]
    try:
        bad = [v * len(data) for v in range(2)]
    except NameError as e:
        err = str(e)
print(K.doubled, K.err)
def uses_local():
    factor = 3
    return {k: k * factor for k in range(3)}
print(uses_local())
def gen_scope():
    base = 100
    g = (base + i for i in range(2))
    base = 200
    return list(g)
print(gen_scope())
def first_iterable_eval():
    seq = [1, 2]
    g = (v for v in seq)
    seq = [9, 9]
    return list(g)
print(first_iterable_eval())
def walrus_in_filter(data):
    return [clean for s in data if (clean := s.strip())]
print(walrus_in_filter(["  a ", "", "  ", "b"]))
def walrus_function_scope():
    [hidden := v for v in "abc"]
    return hidden
print(walrus_function_scope())
def any_match(values):
    if any((witness := v) > 10 for v in values):
        return "first over 10: " + str(witness)
    return "none over 10"
print(any_match([3, 12, 50]), any_match([1]))
i = "module i"
[i for i in range(3)]
print(i)
print([[j for j in range(i2)] for i2 in range(3)])
