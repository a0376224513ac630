# Functions made inside a comprehension are qualified by it without
# <locals> (CPython's compiler adds <locals> only under function scopes),
# which shows in __qualname__ and in the argument errors that name them.
def make_handlers():
    return {name: (lambda event, name=name: "%s:%s" % (name, event)) for name in ("click", "key")}


def nested_builders():
    return [[(lambda: (row, col)) for col in range(2)] for row in range(2)]


handlers = make_handlers()
print(handlers["click"].__qualname__, handlers["key"]("k"))
grid = nested_builders()
print(grid[1][0].__qualname__, grid[1][0]())

squares = [lambda n: n * n for _ in range(1)][0]
print(squares.__qualname__, squares(7))
gen_fn = next(lambda: "gen" for _ in range(1))
print(gen_fn.__qualname__, gen_fn())


class Registry:
    validators = [lambda value: value > 0 for _ in range(1)]

    def factories(self):
        return [(lambda: self) for _ in range(1)]

    def plain(self):
        def helper():
            return "helper"
        return helper


print(Registry.validators[0].__qualname__, Registry.validators[0](3))
print(Registry().factories()[0].__qualname__, Registry().plain().__qualname__)
outer = (lambda: [lambda: 0 for _ in "a"])()[0]
print(outer.__qualname__)


def attempt(label, fn, *args):
    try:
        print(label, fn(*args))
    except TypeError as e:
        print(label, "TypeError:", e)


attempt("no args", handlers["click"])
attempt("too many", squares, 1, 2)
attempt("keyword", lambda: grid[0][1](x=1))
attempt("validator", Registry.validators[0])
attempt("ok", handlers["key"], "enter")
