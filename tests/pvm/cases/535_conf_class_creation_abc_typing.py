import abc, typing
L = [1]; L.append(L); print(L, repr(L))
d = {'a': 1}; d['self'] = d; print(d)
T = type('T', (object,), {'x': 1, 'hi': lambda self: 'hi'}); print(T.__name__, T().x, T().hi(), type(T).__name__)
class Single:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v): self.v = v
s1, s2 = Single(1), Single(2); print(s1 is s2, s1.v)
class BadInit:
    def __init__(self): return 5
try:
    BadInit()
except TypeError as e:
    print('TypeError', e)
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...
    @abc.abstractmethod
    def name(self): ...
try:
    Shape()
except TypeError as e:
    print('TypeError', e)
class Sq(Shape):
    def area(self): return 4
try:
    Sq()
except TypeError as e:
    print('TypeError', e)
try:
    object(1)
except TypeError as e:
    print('TypeError', e)
class NoInit: pass
try:
    NoInit(1)
except TypeError as e:
    print('TypeError', e)
class P(typing.NamedTuple):
    x: int
    y: int = 0
    def norm(self): return abs(self.x) + abs(self.y)
print(P(1), P(1, 2).norm(), P._fields, P(3)._asdict())
class TD(typing.TypedDict):
    a: int
print(TD(a=1), typing.Optional[int], typing.List[int], typing.Union[int, str], typing.Callable[[int], str], list[int], dict[str, int] | None)
class Base:
    @classmethod
    def make(cls): return cls.__name__
class Sub(Base):
    @classmethod
    def make(cls): return 'sub+' + super().make()
print(Sub.make(), Sub().make())
class WithStatic:
    @staticmethod
    def s(x): return x * 2
print(WithStatic.s(2), WithStatic().s(3))
print(type(1) == int, type(True) is bool, bool.__mro__, Sub.__bases__, Sub.__mro__, Sub.__name__, Sub.__qualname__, Sub.__module__)
print(isinstance(Sub, type), issubclass(Sub, object), callable(Sub), Sub.__dict__.get('make') is not None, 'make' in Base.__dict__)
class Dflt:
    pass
o = Dflt()
print(str(o) == repr(o), o == o, o != Dflt(), hash(o) == hash(o), bool(o), type(o).__name__, o.__class__.__name__, o.__module__ if hasattr(o, '__module__') else '')
try:
    o < Dflt()
except TypeError as e:
    print('TypeError', e)
print(repr(int), repr(str), str(Dflt).startswith("<class '__main__.Dflt'>"), repr(None), repr(type(None)), repr(len).startswith('<built-in function len'))
