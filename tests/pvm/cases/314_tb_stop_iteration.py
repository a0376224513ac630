# uncaught StopIteration from calling next() on an exhausted iterator
def first(iterable, default=None):
    for x in iterable:
        return x
    return default
print(first([]), first("abc"), first(range(5, 9)))
def tokens(text):
    for word in text.split():
        yield word.lower()
it = tokens("Hello Big World")
print(next(it))
print(next(it))
print(next(it))
print(next(it, "default when exhausted"))
other = iter([1])
print(next(other))
squares = iter([1, 4, 9])
print(list(squares), next(squares, "empty"))
next(other)
print("unreachable")
