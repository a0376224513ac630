# super objects: repr, and attributes set or deleted through them
class A:
    x = 1
    def m(self):
        return "A.m"
class B(A):
    def set(self):
        super().x = 5
    def delete(self):
        del super().x
    def get(self):
        return super().x, super().m(), repr(super())
print(repr(super(B, B())), repr(super(B, B)), repr(super(A, B())), str(super(B, B())))
print(B().get())
for f in (B().set, B().delete):
    try:
        f()
    except AttributeError as e:
        print(type(e).__name__, e)
try:
    super(B, B()).y
except AttributeError as e:
    print(e)
