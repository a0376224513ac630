# gen.throw(type[, value]) builds the exception as CPython does: a class is
# called with the value (a tuple's items, the value itself, or nothing for
# None), an instance of it is used as is; an instance stands alone; any
# other object is a TypeError naming its type.


def g():
    try:
        yield 1
    except Exception as e:
        print("caught", type(e).__name__, e.args)
        yield 2


forms = [(1,), (ValueError, ("a", "b")), (ValueError("x"), "y"), ("s",), (int,),
         (ValueError, "v"), (ValueError,), (KeyError, KeyError("k")), (ValueError, None),
         (ValueError("i"),), (ValueError, 42), (LookupError, KeyError("sub"))]
for form in forms:
    gen = g()
    next(gen)
    try:
        print(gen.throw(*form))
    except Exception as e:
        print(type(e).__name__, e, e.args)


def outer():
    yield from g()


gen = outer()
next(gen)
print(gen.throw(RuntimeError, ("via", "yield from")))
try:
    raise 5
except TypeError as e:
    print("TypeError", e)
