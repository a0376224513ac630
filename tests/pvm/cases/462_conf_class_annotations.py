class Base:
    x: int
    y: str = "y"
class Child(Base):
    pass
class Grand(Child):
    z: float
print(Base.__annotations__, Child.__annotations__, Grand.__annotations__)
print("__annotations__" in Child.__dict__, sorted(k for k in Grand.__dict__ if k.startswith("__ann")))
def all_fields(cls):
    out = {}
    for klass in reversed(cls.__mro__):
        out.update(getattr(klass, "__annotations__", {}) if klass is not object else {})
    return out
print(all_fields(Grand))
from dataclasses import dataclass, fields
@dataclass
class A:
    a: int = 1
@dataclass
class B(A):
    pass
@dataclass
class C(B):
    c: str = "c"
print([f.name for f in fields(C)], B.__annotations__, C(), B(5))
def f(a: int, b: "list[int]" = None) -> bool:
    return True
print(f.__annotations__, (lambda: 0).__annotations__)
f.__annotations__["extra"] = str
print(sorted(f.__annotations__))
class NoAnn:
    def m(self): ...
print(NoAnn.__annotations__, NoAnn.__annotations__ is NoAnn.__annotations__)
Grand.__annotations__["w"] = bytes
print(Grand.__annotations__, Child.__annotations__)
x: int = 5
y: "str"
print(__annotations__ if False else x)
class Typed:
    count: int = 0
    names: list[str]
    def __init__(self):
        self.names = []
print(Typed.count, Typed.__annotations__, hasattr(Typed, "names"), Typed().names)
