# super is a class, as in CPython: isinstance, repr, type(), and calls of it
# with no arguments, one class and instance, or the wrong arguments.
print(isinstance(super, type), repr(super), type(super).__name__, super.__name__)
print(callable(super), issubclass(super, object))


class A:
    def m(self):
        return "A.m"

    @classmethod
    def c(cls):
        return "A.c " + cls.__name__

    @staticmethod
    def s():
        return "A.s"


class B(A):
    def m(self):
        s = super()
        return "B>" + s.m() + " " + str(isinstance(s, super)) + " " + type(s).__name__

    @classmethod
    def c(cls):
        return "B>" + super().c()

    def s2(self):
        return super().s()


class C(B):
    def m(self):
        return "C>" + super(B, self).m() + " | " + super().m()


print(B().m(), B.c(), B().s2(), super(B, B()).m())
print(C().m())
print(C.c())

for args in [(), (1, 2), (B, 1), (B, A())]:
    try:
        super(*args)
        print("no error", len(args))
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__, e)


def outside():
    return super()


try:
    outside()
except RuntimeError as e:
    print("RuntimeError", e)

s = super(B, B())
print(type(s) is super, s.__class__ is super)
