# exceptions: raising and catching at various depths: a custom exception
# hierarchy, except clauses matched by base class and by tuple, try/else/
# finally, re-raise, `raise ... from ...`, exceptions carrying data,
# context managers whose __exit__ suppresses, and built-in errors
# (KeyError, IndexError, ZeroDivisionError, ValueError) raised by the runtime.
# Stresses: exception object creation, unwinding, handler matching, finally.

N = 270000  # scale: iterations of the main loop


class AppError(Exception):
    pass


class ValidationError(AppError):
    def __init__(self, field, value):
        super().__init__("invalid %s: %r" % (field, value))
        self.field = field
        self.value = value


class RetryableError(AppError):
    def __init__(self, attempts):
        super().__init__(attempts)
        self.attempts = attempts


class FatalError(AppError):
    pass


def validate(i):
    if i % 7 == 0:
        raise ValidationError("seven", i)
    if i % 11 == 0:
        raise RetryableError(i % 3)
    if i % 13 == 0:
        raise FatalError("fatal %d" % i)
    return i


def deep(n, i):
    if n == 0:
        return validate(i)
    try:
        return deep(n - 1, i) + 1
    finally:
        pass


class Suppress:
    def __init__(self, *kinds):
        self.kinds = kinds
        self.caught = 0

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None and issubclass(exc_type, self.kinds):
            self.caught += 1
            return True
        return False


def builtin_errors(i, table, items):
    hits = 0
    try:
        table["k%d" % (i % 50)]
    except KeyError:
        hits += 1
    try:
        items[i % 40]
    except IndexError:
        hits += 2
    try:
        hits += 100 // (i % 5)
    except ZeroDivisionError:
        hits += 3
    try:
        int("12x" if i % 9 == 0 else "12")
    except ValueError as e:
        hits += len(str(e)) % 7
    return hits


def wrapped(i):
    try:
        validate(i)
    except ValidationError as e:
        raise AppError("wrapped") from e


def main():
    table = {"k%d" % j: j for j in range(25)}
    items = list(range(30))
    counts = {"ok": 0, "validation": 0, "retry": 0, "fatal": 0, "finally": 0, "else": 0}
    acc = 0
    sup = Suppress(RetryableError, FatalError)
    for i in range(1, N + 1):
        try:
            acc += deep(i % 6, i)
        except ValidationError as e:
            counts["validation"] += 1
            acc += len(e.field) + e.value % 10
        except (RetryableError, FatalError) as e:
            if isinstance(e, RetryableError):
                counts["retry"] += 1
                acc += e.attempts
            else:
                counts["fatal"] += 1
                acc += len(e.args[0])
        else:
            counts["else"] += 1
        finally:
            counts["finally"] += 1
        with sup:
            validate(i if i % 7 else i + 1)
            counts["ok"] += 1
        acc += builtin_errors(i, table, items)
        try:
            wrapped(i)
        except AppError as e:
            if e.__cause__ is not None:
                acc += 1 + len(str(e.__cause__)) % 5
        try:
            try:
                raise KeyError(i)
            except KeyError:
                raise
        except LookupError as e:
            acc += e.args[0] % 3
        acc %= 1000000007
    print("acc", acc)
    print("counts", sorted(counts.items()))
    print("suppressed", sup.caught)
    print("mro", [c.__name__ for c in ValidationError.__mro__])


main()
