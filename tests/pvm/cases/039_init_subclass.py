# __init_subclass__ hooks, keyword arguments to class statements
class Plugin:
    registry = {}
    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        cls.plugin_name = key
class Csv(Plugin, name="csv"):
    pass
class Json(Plugin):
    pass
class PrettyJson(Json, name="pretty"):
    pass
print(sorted(Plugin.registry), Csv.plugin_name, Json.plugin_name, PrettyJson.plugin_name)
print(Plugin.registry["pretty"].__name__)
class Validated:
    required = ()
    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        missing = [m for m in cls.required if not hasattr(cls, m)]
        if missing:
            raise TypeError(f"{cls.__name__} missing {missing}")
class Good(Validated):
    required = ("run",)
    def run(self):
        return "running"
print(Good().run())
try:
    class Bad(Validated):
        required = ("run", "stop")
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Unexpected(Plugin, color="red"):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class Counted:
    count = 0
    def __init_subclass__(cls):
        cls.count = 0
        Counted.count += 1
class C1(Counted): pass
class C2(Counted): pass
class C3(C1): pass
print(Counted.count, C1.count, C3.count)
order = []
class Tracker:
    def __init_subclass__(cls, /, tag="none", **kw):
        order.append((cls.__name__, tag))
class T1(Tracker, tag="first"): pass
class T2(T1, tag="second"): pass
class T3(T2): pass
print(order)
class Base:
    def __init_subclass__(cls, **kw):
        print("Base hook for", cls.__name__, kw)
        super().__init_subclass__()
class Mixin:
    def __init_subclass__(cls, **kw):
        print("Mixin hook for", cls.__name__)
        super().__init_subclass__(**kw)
class Combined(Mixin, Base, extra=1):
    pass
