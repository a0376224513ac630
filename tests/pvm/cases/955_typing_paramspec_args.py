# typing.ParamSpec: P.args and P.kwargs annotate a decorator's wrapper (evaluated when it is defined)
import functools
from typing import Callable, Concatenate, ParamSpec, ParamSpecArgs, ParamSpecKwargs, TypeVar, get_type_hints

P = ParamSpec("P")
R = TypeVar("R")


def logged(f: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(f)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print(f"calling {f.__name__}{args} {kwargs}")
        return f(*args, **kwargs)
    return inner


@logged
def add(a: int, b: int = 2) -> int:
    return a + b


def with_prefix(f: Callable[Concatenate[str, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return f("prefix", *args, **kwargs)
    return inner


@with_prefix
def greet(prefix: str, name: str, punct: str = "!") -> str:
    return f"{prefix}: {name}{punct}"


print(add(1), add(3, b=4), greet("bob"), greet("ann", punct="?"))
print(P, P.args, P.kwargs, P.args.__origin__ is P, P.args == P.args, P.args == P.kwargs, P.kwargs != P.kwargs)
print(isinstance(P.args, ParamSpecArgs), isinstance(P.kwargs, ParamSpecArgs), isinstance(P.kwargs, ParamSpecKwargs))
print(Callable[P, R], Callable[Concatenate[str, P], R])
hints = get_type_hints(logged(add).__wrapped__)
print(hints)
inner = with_prefix(greet)
print(inner.__annotations__)
try:
    hash(P.args)
except TypeError as e:
    print("TypeError:", e)
