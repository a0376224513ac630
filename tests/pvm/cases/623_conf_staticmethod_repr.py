# staticmethod and classmethod objects print as CPython 3.10+ prints them:
# <staticmethod(f)> and <classmethod(f)>, with the wrapped object's repr.


def helper(x):
    return x * 2


class Registry:
    entries = {}

    @staticmethod
    def normalize(name):
        return name.strip().lower()

    @classmethod
    def register(cls, name, value):
        cls.entries[cls.normalize(name)] = value
        return cls

    size = staticmethod(len)
    double = staticmethod(helper)
    nested = classmethod(staticmethod(abs))


Registry.register("  Alpha ", 1).register("BETA", 2)
print(Registry.entries, Registry.size([1, 2, 3]), Registry.double(21))

raw = Registry.__dict__
print(raw["size"])
print(raw["nested"])
print([staticmethod(1), classmethod(None), staticmethod("x")])
print(str(classmethod(1.5)), repr(staticmethod(())), f"{staticmethod(len)!s}")


# A describe() that lists a class's descriptors by kind, as a tester would.
def describe(cls):
    rows = []
    for name, value in cls.__dict__.items():
        if isinstance(value, (staticmethod, classmethod)):
            kind = type(value).__name__
            target = value.__func__
            label = getattr(target, "__qualname__", repr(target))
            rows.append(f"{name:<10} {kind:<12} {label}")
    return "\n".join(rows)


print(describe(Registry))
sm = raw["normalize"]
print(type(sm).__name__, sm.__func__.__name__, sm.__func__("  X "), callable(sm))
cm = raw["register"]
print(type(cm).__name__, cm.__func__.__qualname__, cm.__get__(None, Registry).__name__)


class Sub(staticmethod):
    pass


print(type(Sub(len)).__name__, isinstance(Sub(len), staticmethod))
