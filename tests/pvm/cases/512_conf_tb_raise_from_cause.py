# raise ... from e: the traceback shows the cause first.
class ConfigError(Exception):
    def __init__(self, key):
        super().__init__(f'missing key {key!r}')
        self.key = key
def load(d, key):
    try:
        return d[key]
    except KeyError as e:
        raise ConfigError(key) from e
def load_quiet(d, key):
    try:
        return d[key]
    except KeyError:
        raise ConfigError(key) from None
print(load({'a': 1}, 'a'))
try:
    load_quiet({}, 'b')
except ConfigError as e:
    print(e, e.key, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
print('go')
load({}, 'key')
