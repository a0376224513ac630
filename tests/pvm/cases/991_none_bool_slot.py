# None's __bool__ slot, called directly and through the protocols that use it
print(None.__bool__(), bool(None), not None, None or "fallback", None and 1)
print(hasattr(None, "__bool__"), callable(None.__bool__), type(None).__bool__(None))
for call in (lambda: type(None).__bool__(5), lambda: None.__bool__(1), lambda: type(None).__bool__()):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


class Maybe:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v is not None and bool(self.v)


print([bool(Maybe(x)) for x in (None, 0, 3, "", "s")])
values = [None, 0, 0.0, "", [], {}, (), 1, "a", [0]]
print([type(v).__name__ for v in values if not v])
print(sum(1 for v in values if v), any(values), all(v is not None for v in values))
print(repr(None), str(None), None.__repr__(), None.__eq__(None), None.__ne__(None))
print(None.__hash__() == hash(None), type(None)() is None)
