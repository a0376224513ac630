# consuming generators with builtins; each builtin consumes exactly what it needs
def numbers(log):
    for i in range(6):
        log.append(i)
        yield i
for name, fn in [("list", list), ("tuple", tuple), ("sum", sum), ("max", max), ("min", min), ("sorted", sorted),
                 ("any", any), ("all", all), ("len-of-list", lambda g: len(list(g))), ("dict-enum", lambda g: dict(enumerate(g)))]:
    log = []
    print(name, fn(numbers(log)), log)
log = []
g = numbers(log)
print(next(g), 2 in g, log, list(g))
log = []
print(list(zip(numbers(log), "abc")), log)
log = []
print(list(map(lambda a, b: a * b, numbers(log), [10, 20])), log)
log = []
print("".join(str(x) for x in numbers(log)), log)
log = []
print(sorted(numbers(log), reverse=True)[:2], log)
log = []
it = numbers(log)
print(list(filter(lambda x: x % 2, it)), log)
def squares():
    n = 0
    while True:
        yield n * n
        n += 1
sq = squares()
print([next(sq) for _ in range(5)], next(x for x in squares() if x > 50))
print(max(x % 7 for x in range(100)), min((x - 5) ** 2 for x in range(10)), sum(1 for _ in range(17)))
print(dict((i, i * i) for i in range(4)), tuple(c for c in "abc" if c != "b"), list(reversed(list(range(3)))))
print(any(x > 10 for x in squares()), all(x < 3 for x in [1, 2]), sorted((s for s in ["b", "c", "a"]), key=str))
