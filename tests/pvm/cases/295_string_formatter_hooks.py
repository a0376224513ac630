# string.Formatter used the way its documentation suggests: subclasses that
# override get_value, get_field, convert_field and format_field, plus the
# plain Formatter's own error messages (it indexes args itself).
from string import Formatter


class Defaulting(Formatter):
    """Missing keyword fields render as <name> instead of raising."""

    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return super().get_value(key, args, kwargs)


class Dotted(Formatter):
    """{a.b.c} walks nested dicts instead of attributes."""

    def get_field(self, field_name, args, kwargs):
        obj = kwargs
        for part in field_name.split("."):
            obj = obj[part]
        return obj, field_name


class Shouting(Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)

    def format_field(self, value, format_spec):
        return "[" + super().format_field(value, format_spec) + "]"


class Recording(Formatter):
    def __init__(self):
        self.keys = []

    def get_value(self, key, args, kwargs):
        self.keys.append(key)
        return super().get_value(key, args, kwargs)


print(Defaulting().format("Dear {title} {name}, item {0}", "#7", name="Ann"))
print(Dotted().format("{user.name} ({user.id:04d})", user={"name": "bob", "id": 42}))
print(Shouting().format("{0!u} {1:>5} {0!r}", "hey", 3.5))
rec = Recording()
print(rec.format("{} {} {x}", "a", "b", x="c"), rec.keys)

f = Formatter()
print(f.format("{0[1]}-{k[z]}-{0.__class__.__name__}", [1, 2], k={"z": 3}))
print(f.vformat("{0}/{1}", {0: "mapping", 1: "args"}, {}))
print(f.format("{:{}}|{}", "a", 4, "q"), f.format("{0.real}{}", 5, 6))
print(f.get_field("0.imag", (3,), {}), f.get_field("k[0]", (), {"k": "xy"}))
print(f.get_value(1, ("a", "b"), {}), f.check_unused_args([], (), {}))

for template, args, kwargs in [
    ("{0}", (), {}),
    ("{2}", ("a",), {}),
    ("{}", (), {}),
    ("{}{1}", (1, 2), {}),
    ("{1}{}", (1, 2), {}),
    ("{missing}", (), {}),
    ("{.real}", (5,), {}),
    ("{0!x}", (1,), {}),
]:
    try:
        print(repr(template), f.format(template, *args, **kwargs))
    except (IndexError, KeyError, ValueError) as e:
        print(repr(template), type(e).__name__, e)
try:
    f.vformat("{0}", [], {})
except IndexError as e:
    print("vformat:", e)


class Broken(Formatter):
    def get_field(self, field_name, args, kwargs):
        return 1


try:
    Broken().format("{x}")
except TypeError as e:
    print("Broken:", e)
