# constructor conversion errors: int, float, str, bool, list, tuple, dict, bytes
inputs = ["12", "1.5", "", "abc", " 7 ", None, [1], (1, 2), {"a": 1}, b"3", 2.9, True, range(2)]
for ctor in (int, float, bool, list, tuple, bytes, str):
    for v in inputs:
        try:
            r = ctor(v)
            print(ctor.__name__, repr(v), "->", repr(r))
        except (TypeError, ValueError) as e:
            print(ctor.__name__, repr(v), "->", type(e).__name__, e)
for v in inputs:
    try:
        print("dict", repr(v), "->", dict(v) if not isinstance(v, dict) else dict(v))
    except (TypeError, ValueError) as e:
        print("dict", repr(v), "->", type(e).__name__, e)
extra = [(int, ("1.5",)), (int, ("1e3",)), (int, (" 0x10 ", 16)), (int, ("10", 2)), (float, ("1e3",)), (float, ("0x10",)),
         (bytes, ("abc", "ascii")), (bytes, ("é", "ascii")), (bytes, (-1,)), (bytes, ([1, 2, 300],)), (str, (b"\xff", "utf-8")),
         (str, (b"abc", "ascii", "strict")), (bytearray, ("x",)), (bytearray, ([1.0],)), (int, (float("nan"),)), (int, (float("-inf"),))]
for ctor, args in extra:
    try:
        print(ctor.__name__, args, "->", repr(ctor(*args)))
    except (TypeError, ValueError, OverflowError, UnicodeError) as e:
        print(ctor.__name__, args, "->", type(e).__name__, e)
