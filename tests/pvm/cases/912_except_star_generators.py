# except* clauses in generators and coroutines: yields and awaits inside a clause,
# a bare raise of the clause's part, the handled exception kept per frame.
def gen():
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError as v:
        yield ("v", repr(v))
        try:
            raise
        except ExceptionGroup as inner:
            yield ("inner", repr(inner))
    except* KeyError as k:
        yield ("k", repr(k))
g = gen()
print(next(g))
try:
    raise TypeError("outside")
except TypeError:
    print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print("done")
async def co():
    try:
        raise ExceptionGroup("a", [ValueError(1)])
    except* ValueError as v:
        await Aw()
        result = repr(v)
    return result
class Aw:
    def __await__(self):
        yield "tick"
c = co()
print(c.send(None))
try:
    c.send(None)
except StopIteration as e:
    print("co", e.value)
