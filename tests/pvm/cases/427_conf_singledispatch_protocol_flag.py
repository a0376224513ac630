from functools import singledispatch, singledispatchmethod, partialmethod, wraps
from typing import Protocol, runtime_checkable, get_type_hints, get_origin, get_args, List, Optional, Union
from enum import Flag, auto
from dataclasses import dataclass

@singledispatch
def render(obj):
    return f"<{type(obj).__name__}>"
@render.register
def _(obj: int):
    return f"int:{obj}"
@render.register(list)
def _(obj):
    return "[" + ", ".join(render(x) for x in obj) + "]"
@render.register
def _(obj: str | bytes):
    return f"text:{obj!r}"
@render.register(dict)
def render_dict(obj):
    return "{" + ", ".join(f"{render(k)}={render(v)}" for k, v in obj.items()) + "}"
print(render(5), render(True), render("s"), render(b"b"), render(2.5), render([1, "a", [None]]), render({"k": [1]}))
print(render.dispatch(bool).__name__ if hasattr(render.dispatch(bool), "__name__") else "?", render.__name__, render_dict.__name__)
print(sorted(c.__name__ for c in render.registry))
class Shape:
    @singledispatchmethod
    def scale(self, factor):
        raise NotImplementedError(f"cannot scale by {type(factor).__name__}")
    @scale.register
    def _(self, factor: int):
        return f"int scale {factor}"
    @scale.register
    def _(self, factor: float):
        return f"float scale {factor:.1f}"
s = Shape()
print(s.scale(2), s.scale(2.5))
try:
    s.scale("x")
except NotImplementedError as e:
    print("NotImplementedError:", e)
class Cell:
    def __init__(self):
        self.alive = False
    def set_state(self, state):
        self.alive = state
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False)
c = Cell(); c.set_alive(); print(c.alive); c.set_dead(); print(c.alive)
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class Drawable(Protocol):
    def draw(self) -> str: ...
class File:
    def close(self):
        return None
class Pic:
    def draw(self):
        return "pic"
print(isinstance(File(), Closable), isinstance(Pic(), Closable), isinstance(5, Closable))
try:
    isinstance(Pic(), Drawable)
except TypeError as e:
    print("TypeError:", e)
class Perm(Flag):
    READ = 4
    WRITE = 2
    EXEC = 1
class Opt(Flag):
    A = auto()
    B = auto()
    C = auto()
print(Perm.READ | Perm.EXEC, list(Perm(7)), repr(Perm.WRITE | Perm.EXEC), Opt.A | Opt.C, list(Opt(6)))
@dataclass
class Base:
    a: int
    b: Optional[str] = None
@dataclass
class Child(Base):
    c: List[int] = None
print(get_type_hints(Child))
def f(x: int, y: None = None) -> None: pass
print(get_type_hints(f))
print(get_origin(list[int]), get_args(dict[str, int]), get_origin(List[int]), get_args(Union[int, str]))
print(get_origin(int | None) is type(int | None), get_args(int | None), get_origin(int), get_args(int))
