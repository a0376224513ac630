raise
raise ValueError
raise ValueError("msg")
raise ValueError("msg") from err
raise ValueError from None
assert isinstance(x, int)
assert x > 0, f"x={x}"
assert (x, "tuple")
del x
del x.y
del x[0]
del x[1:2]
del (x), y
del (x, (y, z))
del [x, [y]]
