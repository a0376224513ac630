# Class attribute reads on classes with a metaclass, repeated at one site
# (cached), while the class, its metaclass and the members' class change.
import enum


class State(enum.Enum):
    READY = 1
    WAITING = 2


def states():
    return [State.READY.name, State.WAITING.value]


class Meta(type):
    tag = "meta-tag"


class K(metaclass=Meta):
    x = 1

    @classmethod
    def who(cls):
        return cls.__name__


class Sub(K):
    pass


def read(c):
    return (c.x, c.who(), c.tag)


for i in range(3):
    print(states(), read(K), read(Sub))

K.x = 2  # the class changes
print(read(K), read(Sub))
Sub.x = 3
print(read(K), read(Sub))
Meta.x = property(lambda cls: "meta property")  # a data descriptor on the metaclass wins
print(read(K), read(Sub))
del Meta.x
print(read(K), read(Sub))
Meta.tag = "new tag"
print(read(K), read(Sub))


class Single(metaclass=Meta):
    pass


Single.it = Single()  # an instance of the class itself, stored on it


def get_it():
    return Single.it


a = get_it()
print(type(a).__name__, a is get_it())
Single.__get__ = lambda self, obj, owner: "via __get__"
print(get_it())
del Single.__get__
print(get_it() is a)


class Other:
    def __get__(self, obj, owner):
        return "Other.__get__ for " + owner.__name__


Single.it = Other()
print(get_it())
print(states())
for name in ["READY", "WAITING"]:
    print(getattr(State, name), State[name].value)
try:
    State.MISSING
except AttributeError as e:
    print("AttributeError", e)
