class PluginMeta(type):
    def __repr__(cls):
        return f"<plugin {cls.__name__}>"

class Plugin(metaclass=PluginMeta):
    registry = {}
    priority = 0
    def __init_subclass__(cls, /, name=None, priority=0, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        if key in Plugin.registry:
            raise ValueError(f"duplicate plugin name {key!r}")
        cls.plugin_name = key
        cls.priority = priority
        Plugin.registry[key] = cls
    def run(self, text):
        raise NotImplementedError
    @classmethod
    def create(cls, name, *args):
        try:
            return cls.registry[name](*args)
        except KeyError:
            raise LookupError(f"no plugin {name!r}; have {sorted(cls.registry)}") from None
    def __class_getitem__(cls, key):
        return cls.registry[key]

class Upper(Plugin, priority=5):
    def run(self, text):
        return text.upper()

class Reverse(Plugin, name="rev"):
    def run(self, text):
        return text[::-1]

class Repeat(Plugin, name="rep", priority=10):
    def __init__(self, times=2):
        self.times = times
    def run(self, text):
        return " ".join([text] * self.times)

class LoudRepeat(Repeat, name="loud", priority=1):
    def run(self, text):
        return super().run(Upper().run(text)) + "!"

print(sorted(Plugin.registry), Plugin["rev"], Plugin.registry["upper"])
chain = sorted(Plugin.registry.values(), key=lambda c: (-c.priority, c.plugin_name))
print([(c.plugin_name, c.priority) for c in chain])
text = "cowboy"
for cls in chain:
    inst = cls()
    text = inst.run(text)
    print(f"{cls.plugin_name:>6}: {text}")
print(Plugin.create("rep", 3).run("ab"), Plugin.create("loud").run("x"))
try:
    Plugin.create("nope")
except LookupError as e:
    print("LookupError:", e, e.__cause__, e.__suppress_context__)
try:
    class Again(Plugin, name="rev"):
        pass
except ValueError as e:
    print("ValueError:", e)
try:
    Plugin().run("x")
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
print(isinstance(Plugin.create("upper"), Plugin), issubclass(LoudRepeat, Repeat), LoudRepeat.__mro__[1:3], type(Upper))
def register_twice(cls):
    cls.decorated = True
    return cls
@register_twice
class Tagged(Plugin, name="tagged"):
    def run(self, text):
        return f"<{text}>"
print(Tagged.decorated, Tagged().run("t"), len(Plugin.registry))
