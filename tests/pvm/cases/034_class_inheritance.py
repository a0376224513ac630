# single inheritance, overriding, isinstance/issubclass
class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} says {self.sound}"
    def kind(self):
        return type(self).__name__
class Dog(Animal):
    sound = "woof"
class Puppy(Dog):
    def speak(self):
        return Dog.speak(self) + " (squeaky)"
class Cat(Animal):
    sound = "meow"
    def __init__(self, name, indoor=True):
        Animal.__init__(self, name)
        self.indoor = indoor
for a in [Animal("generic"), Dog("rex"), Puppy("bit"), Cat("tom", False)]:
    print(a.speak(), "|", a.kind(), isinstance(a, Animal), isinstance(a, Dog))
c = Cat("kit")
print(c.indoor, c.name)
print(issubclass(Puppy, Dog), issubclass(Puppy, Animal), issubclass(Dog, Puppy), issubclass(Dog, Dog))
print(issubclass(Dog, object), issubclass(bool, int), isinstance(True, int))
print(Puppy.__bases__, Puppy.__mro__)
print(Dog.__name__, Dog.__base__.__name__, object.__bases__)
class Base:
    def template(self):
        return f"[{self.step1()}-{self.step2()}]"
    def step1(self):
        return "base1"
    def step2(self):
        return "base2"
class Derived(Base):
    def step2(self):
        return "derived2"
print(Base().template(), Derived().template())
class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Blob(Shape):
    pass
for s in [Square(3), Blob()]:
    try:
        print(s.area())
    except NotImplementedError as e:
        print(type(e).__name__, e)
class A:
    x = 1
class B(A):
    pass
B.x = 2
print(A.x, B.x)
del B.x
print(B.x)
class MyList(list):
    def sum(self):
        return sum(self)
ml = MyList([1, 2, 3])
ml.append(4)
print(ml, ml.sum(), len(ml), type(ml).__name__, isinstance(ml, list))
class MyDict(dict):
    def __missing__(self, key):
        return f"<missing {key}>"
md = MyDict(a=1)
print(md["a"], md["zz"], md)
class MyInt(int):
    def double(self):
        return MyInt(self * 2)
mi = MyInt(21)
print(mi, mi.double(), mi + 1, type(mi + 1).__name__, type(mi.double()).__name__)
