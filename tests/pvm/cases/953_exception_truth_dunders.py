# truth of exception instances: a user exception's __bool__ or __len__ (its own or a mixin's) decides
class Falsy(ValueError):
    def __bool__(self):
        return False


class Empty(KeyError):
    def __len__(self):
        return 0


class FalsyMixin:
    def __bool__(self):
        return False


class Mixed(RuntimeError, FalsyMixin):
    pass


print(bool(Falsy()), not Falsy(), bool(Empty()), "truthy" if Empty("k") else "falsy", bool(ValueError()))
print(bool(Mixed("x")), [e for e in (Falsy(), ValueError("v"), Mixed()) if e])
try:
    raise Falsy("raised anyway")
except ValueError as e:
    print(repr(e), bool(e), e or "fallback")
