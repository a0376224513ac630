# bool() and len() of many values side by side
class WithLen:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class WithBool:
    def __init__(self, b):
        self.b = b
    def __bool__(self):
        return self.b
class Empty:
    pass
values = [0, 1, -1, 0.0, -0.0, 1e-300, float("nan"), float("inf"), "", " ", "0", "False", b"", b"\x00", bytearray(), [], [[]], [0],
          (), ((),), {}, {0: 0}, range(0), range(1), None, True, False, ..., WithLen(0), WithLen(2),
          WithBool(False), WithBool(True), Empty(), len, int]
for v in values:
    try:
        n = len(v)
    except TypeError:
        n = "-"
    label = type(v).__name__ if isinstance(v, (WithLen, WithBool, Empty)) or callable(v) else repr(v)
    print(f"{label:>14} bool={bool(v)!s:5} len={n}")
print(sum(1 for v in values if v), sum(1 for v in values if not v))
print([v for v in [0, 1, "", "a", None, [], [1]] if v])
print(any(values), all(values), list(filter(None, [0, "", None, 3, "x"])))
print(1 if WithLen(3) else 0, 1 if WithBool(False) else 0, not WithLen(0), not Empty())
x = WithLen(0) or "fallback"
y = WithLen(1) and "second"
print(x, y)
