# throw() on generators and coroutines with too few or too many
# arguments: CPython's messages; the generator stays usable.


def g():
    yield 1


async def coro():
    return 1


def attempt(label, fn, *args):
    try:
        fn(*args)
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)
    except (ValueError, KeyError) as e:
        print(label, type(e).__name__ + ":", repr(e))


gen = g()
attempt("gen no args", gen.throw)
attempt("gen four args", gen.throw, ValueError, 1, None, 4)
print(next(gen))
attempt("gen one arg", gen.throw, ValueError)

c = coro()
attempt("coro no args", c.throw)
attempt("coro four args", c.throw, ValueError, 1, None, 4)
c.close()


def h():
    try:
        yield "first"
    except KeyError as e:
        yield "caught " + repr(e)


gen2 = h()
print(next(gen2))
attempt("h five args", gen2.throw, KeyError, "k", None, 4, 5)
print(gen2.throw(KeyError, "k"))
attempt("h after", gen2.throw, KeyError)
