# isinstance and issubclass with classes, tuples, builtins, and errors
class Animal: pass
class Dog(Animal): pass
class Cat(Animal): pass
class Robot: pass
d = Dog()
print(isinstance(d, Dog), isinstance(d, Animal), isinstance(d, Cat), isinstance(d, object), isinstance(d, (Cat, Robot)))
print(isinstance(d, (Cat, (Robot, Animal))), isinstance(d, ()), isinstance(Dog, type), isinstance(Dog, Animal))
print(issubclass(Dog, Animal), issubclass(Dog, Dog), issubclass(Animal, Dog), issubclass(Dog, (Cat, Animal)), issubclass(Dog, object))
print(isinstance(1, int), isinstance(True, int), isinstance(1, bool), isinstance(1.0, (int, float)), isinstance("s", str))
print(isinstance([], list), isinstance((), tuple), isinstance({}, dict), isinstance(b"", bytes), isinstance(bytearray(), bytes))
print(isinstance(None, type(None)), isinstance(range(1), range), isinstance(len, object), isinstance(int, object))
print(issubclass(bool, int), issubclass(int, bool), issubclass(int, object), issubclass(type, object), issubclass(object, type))
print(issubclass(KeyError, LookupError), issubclass(KeyError, Exception), issubclass(KeyboardInterrupt, Exception))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception))
print(isinstance(ValueError("x"), Exception), isinstance(ValueError, Exception), issubclass(UnicodeDecodeError, ValueError))
for args in [(1, 1), (1, "int"), (1, [int]), (1, (int, 5))]:
    try:
        print(isinstance(*args))
    except TypeError as e:
        print(type(e).__name__, e)
for args in [(1, int), (int, 1), (Dog(), Animal), (Dog, [Animal])]:
    try:
        print(issubclass(*args))
    except TypeError as e:
        print(type(e).__name__, e)
print(isinstance(d, (int, str, (float, (Dog,)))))
class MyInt(int): pass
class MyStr(str): pass
print(isinstance(MyInt(5), int), issubclass(MyInt, int), type(MyInt(5)) is int, isinstance(MyStr("a"), str))
print(isinstance(5, MyInt), MyInt(5) == 5, MyStr("a") == "a", type(MyInt(5) + 1).__name__)
def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, (float,)):
        return "float"
    if isinstance(x, (list, tuple)):
        return "sequence of " + ",".join(describe(i) for i in x)
    if isinstance(x, dict):
        return "dict"
    return "other:" + type(x).__name__
print([describe(v) for v in [True, 1, 1.5, [1, (2.0,)], {}, "s", None]])
