# Ranges beyond 64 bits: sliced with bounds and steps of any size, and
# built from objects whose __index__ gives a big int.
big = 2**100
rs = [range(-big, big), range(big, -big, -3), range(0, big, 7), range(-5, big)]
sls = [slice(None, None, 2**98), slice(None, None, -2**97), slice(3, -3), slice(-big * 4, big * 4, 5), slice(big, None, -1),
       slice(None, 10), slice(-10, None), slice(5, 2, -1), slice(None, None, -1), slice(2**99, -2**99, -2**90)]
for r in rs:
    for s in sls:
        x = r[s]
        print(x, x.start % 1000003, len(x) if x.stop - x.start < 2**62 and abs(x.step) >= 1 and (x.stop - x.start) // x.step < 2**62 else "big")
for s in (slice(None, None, 0), slice("a", None), slice(None, None, 1.5)):
    try:
        range(-big, big)[s]
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


class Huge:
    def __index__(self):
        return 2**100


class Raises:
    def __index__(self):
        raise KeyError("from __index__")


print(range(Huge()), range(-3, Huge(), Huge())[1:])
for s in (slice(Raises(), None), slice(None, None, Raises())):
    try:
        range(-big, big)[s]
    except KeyError as e:
        print("KeyError", e)
