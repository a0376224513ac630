# string.Formatter subclasses: get_value, convert_field and format_field hooks.
import string
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
print(Upper().format('{} and {:x} {k!r}', 'hello', 255, k='kw'))
class Defaults(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, f'<{key}>')
        return super().get_value(key, args, kwargs)
print(Defaults().format('{a} {b} {0} {c.real}', 'pos', a=1, c=5))
class Conv(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)
print(Conv().format('{0!u} {0!r} {0}', 'abc'), Conv().vformat('{x!u:>6}|', (), {'x': 'q'}))
f = string.Formatter()
print(f.format_field(3.14159, '.2f'), f.convert_field('x', 'r'), f.convert_field(1, None), f.get_value(0, ('a',), {}), f.get_value('k', (), {'k': 2}))
try:
    f.convert_field(1, 'z')
except ValueError as e:
    print('ValueError', e)
try:
    Defaults().format('{0}')
except IndexError as e:
    print('IndexError', e)
print(Upper().format('{:{w}}|', 'ab', w=5))
class Audit(string.Formatter):
    def __init__(self):
        self.seen = []
    def get_value(self, key, args, kwargs):
        self.seen.append(key)
        return super().get_value(key, args, kwargs)
a = Audit()
print(a.format('{0}-{name}-{0}', 7, name='n'), a.seen)
print(a.vformat('{}{}', ('x', 'y'), {}), a.seen)
try:
    a.format('{} {0}', 1)
except ValueError as e:
    print('ValueError', e)
