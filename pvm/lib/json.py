"""JSON encoding and decoding. dumps and loads are native (_json);
JSONEncoder and JSONDecoder wrap them so that subclasses work with cls=."""

from _json import dumps, loads, raw_decode as _raw_decode, JSONDecodeError, decoder

__all__ = ["dump", "dumps", "load", "loads", "JSONDecoder", "JSONDecodeError", "JSONEncoder"]


def dump(obj, fp, **kw):
    "Serialise obj as JSON to fp, anything with a write method (in one write)."
    fp.write(dumps(obj, **kw))


def load(fp, **kw):
    "Deserialise the JSON document fp.read() returns."
    return loads(fp.read(), **kw)


class JSONEncoder:
    "Extensible JSON encoder: override default() to serialise other types."

    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")

    def encode(self, o):
        return dumps(o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                     check_circular=self.check_circular, allow_nan=self.allow_nan,
                     sort_keys=self.sort_keys, indent=self.indent,
                     separators=(self.item_separator, self.key_separator), default=self.default)

    def iterencode(self, o, _one_shot=False):
        "The encoding in one chunk (CPython yields smaller pieces)."
        return iter([self.encode(o)])


class JSONDecoder:
    "JSON decoder with the hooks of loads()."

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        return loads(s, object_hook=self.object_hook, parse_float=self.parse_float,
                     parse_int=self.parse_int, parse_constant=self.parse_constant,
                     strict=self.strict, object_pairs_hook=self.object_pairs_hook)

    def raw_decode(self, s, idx=0):
        "Decode the JSON value starting at s[idx]: (value, index after it)."
        return _raw_decode(s, idx, object_hook=self.object_hook, parse_float=self.parse_float,
                           parse_int=self.parse_int, parse_constant=self.parse_constant,
                           strict=self.strict, object_pairs_hook=self.object_pairs_hook)
