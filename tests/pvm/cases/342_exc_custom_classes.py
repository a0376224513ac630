# custom exception hierarchies with extra state, __str__, __repr__ and pickling-free copies
class AppError(Exception):
    code = "E000"
    def __init__(self, message, *, detail=None):
        super().__init__(message)
        self.detail = detail
    def __str__(self):
        base = super().__str__()
        return f"[{self.code}] {base}" + (f" ({self.detail})" if self.detail else "")
class NotFoundError(AppError):
    code = "E404"
class PermissionDenied(AppError):
    code = "E403"
    def __init__(self, user, action):
        super().__init__(f"{user} may not {action}", detail="policy")
        self.user, self.action = user, action
class RetryableError(AppError):
    def __init__(self, message, attempts):
        super().__init__(message)
        self.attempts = attempts
    def __repr__(self):
        return f"RetryableError({self.args[0]!r}, attempts={self.attempts})"
errors = [AppError("generic"), NotFoundError("no item 7", detail="db"), PermissionDenied("bob", "delete"), RetryableError("timeout", 3)]
for err in errors:
    print(type(err).__name__, "|", str(err), "|", repr(err), "|", err.args, "|", isinstance(err, AppError))
def handle(err):
    try:
        raise err
    except PermissionDenied as e:
        return f"denied {e.user}/{e.action}"
    except NotFoundError as e:
        return f"not found: {e}"
    except AppError as e:
        return f"app error {e.code}"
print([handle(e) for e in errors])
class ErrorWithoutSuperInit(Exception):
    def __init__(self, a, b):
        self.a, self.b = a, b
e = ErrorWithoutSuperInit(1, 2)
print(e.args, repr(str(e)), e.a + e.b)
class ArgsError(Exception):
    pass
print(str(ArgsError(1, 2, 3)), repr(ArgsError("x")))
class MultiBase(KeyError, AppError):
    pass
mb = MultiBase("both")
print([c.__name__ for c in MultiBase.__mro__], isinstance(mb, LookupError), str(mb))
def retry(fn, attempts):
    last = None
    for i in range(1, attempts + 1):
        try:
            return fn(i)
        except RetryableError as e:
            last = e
            print("  attempt", i, "failed:", e)
    raise AppError("gave up", detail=f"after {attempts}") from last
def flaky(i):
    if i < 3:
        raise RetryableError("flaky", i)
    return f"succeeded on {i}"
print(retry(flaky, 5))
try:
    retry(flaky, 2)
except AppError as e:
    print(str(e), "| cause:", repr(e.__cause__))
