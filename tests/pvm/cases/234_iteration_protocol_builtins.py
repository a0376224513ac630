# how each builtin consumes iterators: partial consumption, laziness and exhaustion
def numbers():
    for i in range(1, 8):
        print("  yield", i)
        yield i
print("any:", any(x > 2 for x in numbers()))
print("all:", all(x < 3 for x in numbers()))
print("next default:", next((x for x in numbers() if x > 5), None))
it = numbers()
print("in:", 3 in it, "rest:", list(it))
it = numbers()
print("zip:", list(zip(it, "ab")), "rest:", list(it))
it = numbers()
print("enumerate+break:")
for i, v in enumerate(it):
    if i == 1:
        break
print("rest:", list(it))
it = numbers()
m = map(lambda v: v * 10, it)
print("map first two:", next(m), next(m))
print("rest of underlying:", list(it))
it = iter([1, 2, 3, 4, 5, 6])
print("dict(zip(it, it)):", dict(zip(it, it)))
it = iter("abcdef")
print("tuple after next:", next(it), tuple(it), tuple(it))
print("sorted consumes all:", sorted(numbers(), reverse=True)[:2])
print("min:", min(numbers()), "sum:", sum(numbers()))
