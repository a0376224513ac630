# double-underscore name mangling inside classes
class Base:
    def __init__(self):
        self.__secret = "base secret"
        self._protected = "protected"
    def reveal(self):
        return self.__secret
    def __private_method(self):
        return "private method"
    def call_private(self):
        return self.__private_method()
class Child(Base):
    def __init__(self):
        super().__init__()
        self.__secret = "child secret"
    def child_reveal(self):
        return self.__secret
c = Child()
print(c.reveal(), c.child_reveal(), c._protected)
print(sorted(c.__dict__))
print(c._Base__secret, c._Child__secret)
try:
    c.__secret
except AttributeError as e:
    print(type(e).__name__, e)
print(c.call_private(), c._Base__private_method())
try:
    c.__private_method()
except AttributeError as e:
    print(type(e).__name__, e)
class Dunder:
    def __init__(self):
        self.__both__ = "not mangled"
        self.__ = "not mangled either"
        self.___triple = "mangled"
print(sorted(Dunder().__dict__))
class Outer:
    __class_attr = "mangled class attribute"
    def get(self):
        return self.__class_attr, Outer.__class_attr
print(Outer().get(), Outer._Outer__class_attr)
class _Leading:
    def __init__(self):
        self.__x = 1
print(sorted(_Leading().__dict__))
class __AllUnder:
    def __init__(self):
        self.__y = 2
class Access:
    def __init__(self):
        self.__v = 42
    def via_getattr(self):
        return getattr(self, "__v", "getattr is not mangled")
    def via_getattr_mangled(self):
        return getattr(self, "_Access__v")
a = Access()
print(a.via_getattr(), a.via_getattr_mangled())
class Sub(Access):
    def read_parent(self):
        try:
            return self.__v
        except AttributeError as e:
            return f"{type(e).__name__}: {e}"
print(Sub().read_parent())
