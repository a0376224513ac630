# Messages when every operand declines: sequence concat/repeat fallbacks.
class V:
    def __radd__(self, o): return NotImplemented
class W: pass
for left in ["s", [1], (1,), b"b", bytearray(b"x")]:
    for right in [V(), W(), 5, None]:
        try: left + right
        except TypeError as e: print("TE", e)
    x = left
    try: x += V()
    except TypeError as e: print("TE+=", e)
try: 5 + V()
except TypeError as e: print("TE", e)
class Idx:
    def __index__(self): return 3
    def __mul__(self, o): return NotImplemented
i = Idx()
print(i * "ab", "ab" * i, [0] * i)
try:
    i *= "ab"
except TypeError as e: print("TE", e)
n = 2; n *= "xy"; print(n)
s = "q"; s *= Idx(); print(s)
try: s = "q"; s *= 1.5
except TypeError as e: print("TE", e)
print(sum([[1], [2]], []), sum([(1,), (2,)], ()))
try: sum(["a", "b"], "")
except TypeError as e: print("TE", e)
