import math
import json

class Config:
    defaults = {"debug": False}
    def __init__(self, **kw):
        self.name = kw.pop("name", "app")
        for k, v in kw.items():
            setattr(self, k, v)
    def public(self):
        return [a for a in dir(self) if not a.startswith("_")]
    def as_dict(self):
        return dict(vars(self))

class Slotted:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = 1

class Custom:
    def __dir__(self):
        return ["zeta", "alpha", "mid"]

c = Config(name="svc", port=8080, tags=["a"])
print(c.public())
print(c.as_dict(), vars(c) is c.__dict__)
c.extra = True
print(sorted(vars(c)), "extra" in dir(c), "defaults" in dir(c), "defaults" in vars(c))
print([a for a in dir(Config) if not a.startswith("_")], "__init__" in dir(Config), "__dict__" in dir(c))
print([a for a in dir(Slotted()) if not a.startswith("__")], "__dict__" in dir(Slotted()), "__slots__" in dir(Slotted))
print(dir(Custom()))
print([n for n in dir(math) if n.startswith("log")], "pi" in dir(math), len([n for n in dir(json) if n in ("dumps", "loads")]))
print([m for m in dir([]) if not m.startswith("_")])
print([m for m in dir({}) if not m.startswith("_")])
print([m for m in dir(3) if not m.startswith("_")])
print(dir(object()) == dir(object), dir(c) == sorted(dir(c)), len(dir(Config)) < len(dir(c)))
def describe(obj):
    attrs = {k: type(v).__name__ for k, v in vars(obj).items()}
    return f"{type(obj).__name__}({', '.join(f'{k}: {t}' for k, t in attrs.items())})"
print(describe(c), describe(Config()))
try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
try:
    vars(Slotted())
except TypeError as e:
    print("TypeError:", e)
print(sorted(k for k in vars(Config) if not k.startswith("__")))
print(json.dumps(vars(Config(name="x", level=3)), sort_keys=True))
