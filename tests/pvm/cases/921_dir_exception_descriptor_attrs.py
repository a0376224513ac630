# dir() lists the data attributes built-in exceptions and descriptors
# serve (args, errno, value, fget, __func__, ...), as CPython's does.
import json


def public(obj):
    return [name for name in dir(obj) if not name.startswith("_")]


def listed(obj, *names):
    found = dir(obj)
    return [name for name in names if name in found]


samples = [
    ValueError("bad value"), KeyError("k"), SystemExit(2), StopIteration(3),
    OSError(2, "missing"), ImportError("nope", name="mod"), NameError("n"),
    AttributeError("a"), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
    ExceptionGroup("group", [ValueError(1), TypeError(2)]),
]
for exc in samples:
    print(type(exc).__name__, public(exc))
    print("  ", [(name, getattr(exc, name)) for name in public(exc)
                 if name not in ("add_note", "with_traceback", "derive", "split", "subgroup", "characters_written")])

try:
    json.loads('{"a": }')
except json.JSONDecodeError as err:
    print(public(err))
    print(err.msg, err.pos, err.lineno, err.colno, repr(err.doc))

print(listed(ValueError, "__cause__", "__context__", "__suppress_context__", "args"))
print(listed(SyntaxError("m"), "filename", "lineno", "offset", "text", "msg", "end_lineno"))
print(public(BaseException), public(OSError), public(StopIteration))


class Temperature:
    def __init__(self):
        self._c = 0.0

    @property
    def celsius(self):
        return self._c

    @staticmethod
    def convert(c):
        return c * 9 / 5 + 32

    @classmethod
    def make(cls):
        return cls()


prop = Temperature.__dict__["celsius"]
static = Temperature.__dict__["convert"]
klass = Temperature.__dict__["make"]
print(public(prop), listed(prop, "__isabstractmethod__"), prop.fget.__name__, prop.fset, prop.fdel)
print(listed(static, "__func__", "__wrapped__", "__isabstractmethod__"), static.__func__(100))
print(listed(klass, "__func__", "__wrapped__", "__isabstractmethod__"), klass.__func__.__name__)
print(public(Temperature), public(Temperature()))


class AppError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


err = AppError(404, "not found")
print(public(err), err.args, err.code)
