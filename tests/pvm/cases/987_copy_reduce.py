# copy and deepcopy use a class's own __reduce_ex__ or __reduce__: the
# callable and arguments, the state (through __setstate__ or into
# __dict__), list items and dict items, a str meaning the object itself.
# Also: an exception base class's __str__ called explicitly.
import copy
class Red:
    def __init__(self, v): self.v = v
    def __reduce__(self): return (Red, (self.v * 10,))
print(copy.copy(Red(1)).v, copy.deepcopy(Red(2)).v)
class RedEx:
    def __init__(self, v): self.v = v
    def __reduce_ex__(self, proto): return (RedEx, (self.v + proto * 100,))
print(copy.copy(RedEx(1)).v, copy.deepcopy(RedEx(2)).v)
class WithState:
    def __init__(self, a): self.a = a
    def __reduce__(self): return (WithState, (0,), {"a": self.a, "b": [1, 2]})
w = copy.deepcopy(WithState([5]))
print(w.a, w.b)
class SetState:
    def __init__(self): self.log = []
    def __reduce__(self): return (SetState, (), {"x": 1})
    def __setstate__(self, st): self.log.append(st)
print(copy.copy(SetState()).log)
class LL(list):
    def __reduce__(self): return (LL, (), None, iter([1, 2, 3]))
print(copy.copy(LL()), type(copy.deepcopy(LL())).__name__)
class DD(dict):
    def __reduce__(self): return (DD, (), None, None, iter([("k", [1])]))
d = copy.deepcopy(DD())
print(d, type(d).__name__)
class Glob:
    def __reduce__(self): return "Glob"
g = Glob()
print(copy.copy(g) is g, copy.deepcopy(g) is g)
class Shared:
    def __init__(self, v): self.v = v
    def __reduce__(self): return (Shared, (self.v,))
s = Shared([1])
pair = copy.deepcopy([s, s])
print(pair[0] is pair[1], pair[0].v == [1], pair[0].v is s.v)
class Bad:
    def __reduce__(self): return 5
try:
    copy.copy(Bad())
except TypeError as e:
    print("TypeError")


# A base class's __str__ called explicitly formats as that class does.
class Keyed(KeyError):
    def __str__(self):
        return "keyed " + Exception.__str__(self) + " / " + KeyError.__str__(self)


print(Exception.__str__(KeyError("x")), str(KeyError("x")), str(Keyed("k")))
print(BaseException.__str__(OSError(2, "nf")), OSError.__str__(OSError(2, "nf")))
