# uncaught exception constructed with several arguments
print(str(LookupError("single")), str(LookupError()))
for args in [(), ("one",), ("one", 2), (None,)]:
    err = RuntimeError(*args)
    print(args, repr(str(err)), repr(err))
def lookup(table, row, col):
    if row not in table:
        raise LookupError("row missing", row, col)
    return table[row][col]
t = {"r1": {"c1": 1, "c2": 2}}
print(lookup(t, "r1", "c2"))
e = LookupError("a", 2)
print(str(e), repr(e), e.args)
try:
    lookup(t, "r9", "c1")
except LookupError as err:
    print("handled", err.args)
print(LookupError.__mro__[1].__name__, issubclass(KeyError, LookupError))
print(lookup(t, "r2", "c1"))
print("unreachable")
