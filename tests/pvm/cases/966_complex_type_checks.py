# complex and memoryview are types in the PVM (making one is refused): isinstance(x, (int, float, complex))
# and isinstance(b, (bytes, bytearray, memoryview)) work as in CPython
def is_number(x):
    return isinstance(x, (int, float, complex)) and not isinstance(x, bool)
print([is_number(v) for v in (1, 2.5, True, "3", None)], complex, complex.__name__, issubclass(float, complex), type(complex))


class Number:
    def __init__(self, v):
        if not isinstance(v, (int, float, complex)) or isinstance(v, bool):
            raise TypeError(f"not a number: {v!r}")
        self.v = v

    def __repr__(self):
        kind = "complex" if isinstance(self.v, complex) else type(self.v).__name__
        return f"Number({self.v!r}: {kind})"


for v in (3, 0.5, -2, "x", True, None):
    try:
        print(Number(v))
    except TypeError as e:
        print("TypeError:", e)
print(complex[int] if hasattr(complex, "__class_getitem__") else "no alias", issubclass(complex, object), complex.__qualname__)


def as_bytes(b):
    if isinstance(b, (bytes, bytearray, memoryview)):
        return bytes(b)
    return str(b).encode()


print(as_bytes(b"ab"), as_bytes(bytearray(b"cd")), as_bytes(12), memoryview, issubclass(bytes, memoryview))
