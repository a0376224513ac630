class A: pass
class B(A): pass
class C(A, B): pass
class D(metaclass=M): pass
class E(A, metaclass=M, **kw): pass
class F(*bases): pass
class G():
    x = 1
    def method(self):
        return self.x
    @staticmethod
    def s(): pass
    @property
    def p(self): return 1
    class Inner:
        pass
class H(
    A,
    B,
): pass
class I:
    """Doc."""
    a: int
    b: str = "b"
