# __eq__/__hash__ inheritance rules and subclass-first reflected comparison
class Base:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print(f"  Base.__eq__({type(self).__name__}, {type(other).__name__})")
        return isinstance(other, Base) and self.v == other.v
    def __hash__(self):
        return hash(self.v)
class SubEqOnly(Base):
    def __eq__(self, other):
        print(f"  SubEqOnly.__eq__")
        return super().__eq__(other)
class SubNothing(Base):
    pass
print(Base.__hash__ is not None, SubEqOnly.__hash__ is None, SubNothing.__hash__ is Base.__hash__)
print(hash(SubNothing(3)) == hash(3))
try:
    hash(SubEqOnly(1))
except TypeError as e:
    print(type(e).__name__, e)
print(Base(1) == SubEqOnly(1))
print(SubEqOnly(1) == Base(1))
print(Base(1) == SubNothing(1))
class RestoredHash(SubEqOnly):
    __hash__ = Base.__hash__
print(hash(RestoredHash(5)) == hash(5))
class A:
    def __eq__(self, other):
        print("  A.__eq__")
        return NotImplemented
class B(A):
    def __eq__(self, other):
        print("  B.__eq__")
        return NotImplemented
print(A() == B())
print(B() == A())
class Lt:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print(f"  {type(self).__name__}.__lt__")
        return self.v < other.v
class LtSub(Lt):
    def __gt__(self, other):
        print(f"  {type(self).__name__}.__gt__")
        return self.v > other.v
print(Lt(1) < LtSub(2))
print(LtSub(1) < Lt(2))
class NeFromEq:
    def __eq__(self, other):
        return True
print(NeFromEq() != NeFromEq(), NeFromEq() != 1)
class EqReturnsObj:
    def __eq__(self, other):
        return [1]
print(EqReturnsObj() == 1, EqReturnsObj() != 1, [EqReturnsObj()].count(1), EqReturnsObj() in [1])
