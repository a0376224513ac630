# cooperative multiple inheritance passing **kwargs along the MRO
class Base:
    def __init__(self, **kwargs):
        if kwargs:
            raise TypeError(f"unused kwargs: {sorted(kwargs)}")
        self.trail = ["Base"]
class Named(Base):
    def __init__(self, name, **kwargs):
        super().__init__(**kwargs)
        self.name = name
        self.trail.append("Named")
class Aged(Base):
    def __init__(self, age=0, **kwargs):
        super().__init__(**kwargs)
        self.age = age
        self.trail.append("Aged")
class Person(Named, Aged):
    def __init__(self, email="", **kwargs):
        super().__init__(**kwargs)
        self.email = email
        self.trail.append("Person")
p = Person(name="ann", age=30, email="a@x")
print(p.name, p.age, p.email, p.trail)
print([c.__name__ for c in Person.__mro__])
try:
    Person(name="bob", height=180)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Person(age=5)
except TypeError as e:
    print(type(e).__name__, e)
class Loggable:
    def describe(self):
        parts = getattr(super(), "describe", lambda: [])()
        return parts + ["Loggable"]
class Saveable:
    def describe(self):
        parts = getattr(super(), "describe", lambda: [])()
        return parts + ["Saveable"]
class Model(Loggable, Saveable):
    def describe(self):
        return super().describe() + ["Model"]
print(Model().describe())
class Root:
    def hook(self, calls):
        calls.append("Root")
        return calls
class Left(Root):
    def hook(self, calls):
        calls.append("Left")
        return super().hook(calls)
class Right(Root):
    def hook(self, calls):
        calls.append("Right")
        return super().hook(calls)
class Bottom(Left, Right):
    def hook(self, calls):
        calls.append("Bottom")
        return super().hook(calls)
print(Bottom().hook([]), Left().hook([]), Right.hook(Bottom(), []))
print(super(Left, Bottom()).hook([]))
