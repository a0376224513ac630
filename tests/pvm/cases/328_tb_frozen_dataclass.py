# uncaught dataclasses.FrozenInstanceError (module-qualified name)
from dataclasses import dataclass, replace
@dataclass(frozen=True)
class Settings:
    debug: bool = False
    level: int = 1
@dataclass
class Mutable:
    v: int = 0
m = Mutable()
m.v = 5
print(m)
s = Settings()
print(s)
s2 = replace(s, level=3)
print(s2, s == s2, hash(s) == hash(Settings()))
def toggle(settings):
    print("toggling", settings)
    settings.debug = not settings.debug
    return settings
toggle(s2)
print("unreachable")
