from collections import OrderedDict
class OM(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return OrderedDict()
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.order = [k for k in ns if not k.startswith("__")]
        return cls
class A(metaclass=OM):
    z = 1
    a = 2
    def m(self): pass
print(A.order, type(A).__name__)
class Registry(type):
    classes = []
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        mcls.classes.append(name)
        return cls
class P(metaclass=Registry): pass
class Q(P): pass
print(Registry.classes)
class Bad(type):
    @classmethod
    def __prepare__(m, n, b): return 5
try:
    class X(metaclass=Bad): pass
except TypeError as e:
    print("TypeError:", e)
