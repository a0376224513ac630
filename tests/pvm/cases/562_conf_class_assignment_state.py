class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
class S1:
    __slots__ = ("x",)
class S2:
    __slots__ = ("x",)
class S3:
    __slots__ = ("y",)
a = A(); a.v = 1
a.__class__ = B; print(a.who(), type(a).__name__, a.v, isinstance(a, B))
object.__setattr__(a, "__class__", A); print(a.who())
s = S1(); s.x = 5; s.__class__ = S2; print(type(s).__name__, s.x)
for bad in [lambda: setattr(s, "__class__", S3), lambda: setattr(s, "__class__", A), lambda: setattr(a, "__class__", 5), lambda: setattr(a, "__class__", int), lambda: setattr(1, "__class__", A), lambda: setattr([], "__class__", A)]:
    try: bad()
    except TypeError as e: print("TE", e)
class State:
    def __init__(self): self.log = []
    def next(self): self.log.append(type(self).__name__); self.__class__ = Running
class Running(State):
    def next(self): self.log.append("run"); self.__class__ = State
m = State()
for _ in range(4): m.next()
print(m.log, "__class__" in m.__dict__)
