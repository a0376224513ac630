"""JSON encoding and decoding. dumps and loads are native (_json);
JSONEncoder and JSONDecoder wrap them so that subclasses work with cls=."""

from _json import dumps, loads, raw_decode as _raw_decode, JSONDecodeError, decoder

__all__ = ["dump", "dumps", "load", "loads", "JSONDecoder", "JSONDecodeError", "JSONEncoder"]


def dump(obj, fp, *, cls=None, **kw):
    "Serialise obj as JSON to fp, anything with a write method, in CPython's chunks."
    for chunk in (cls or JSONEncoder)(**kw).iterencode(obj):
        fp.write(chunk)


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
        "The encoding piece by piece, in the pieces CPython's encoder yields."
        if _one_shot:
            return iter([self.encode(o)])
        return _Chunks(self).encode(o, 0)


_SKIP = object()


class _Chunks:
    "One iterencode: scalars come from dumps, containers piece by piece."

    def __init__(self, enc):
        self.enc = enc
        indent = enc.indent
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        self.indent = indent
        self.markers = [] if enc.check_circular else None

    def encode(self, o, level):
        text = self.scalar(o)
        if text is not None:
            yield text
        elif isinstance(o, (list, tuple)):
            yield from self.list(o, level)
        elif isinstance(o, dict):
            yield from self.dict(o, level)
        else:
            self.enter(o)
            yield from self.encode(self.enc.default(o), level)
            self.leave()

    def scalar(self, o):
        "The encoding of a str, None, bool, int or float; None for anything else."
        if isinstance(o, str):
            return dumps(o, ensure_ascii=self.enc.ensure_ascii)
        if o is None:
            return "null"
        if o is True:
            return "true"
        if o is False:
            return "false"
        if isinstance(o, int):
            return int.__repr__(o)
        if isinstance(o, float):
            return self.float(o)
        return None

    def float(self, o):
        if o != o:
            text = "NaN"
        elif o == float("inf"):
            text = "Infinity"
        elif o == -float("inf"):
            text = "-Infinity"
        else:
            return float.__repr__(o)
        if not self.enc.allow_nan:
            raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
        return text

    def key(self, key):
        "A dict key as a str, or _SKIP."
        if isinstance(key, str):
            return key
        if isinstance(key, float):
            return self.float(key)
        if key is True or key is False or key is None or isinstance(key, int):
            return self.scalar(key)
        if self.enc.skipkeys:
            return _SKIP
        raise TypeError(f"keys must be str, int, float, bool or None, not {key.__class__.__name__}")

    def enter(self, o):
        if self.markers is not None:
            for m in self.markers:
                if m is o:
                    raise ValueError("Circular reference detected")
            self.markers.append(o)

    def leave(self):
        if self.markers is not None:
            self.markers.pop()

    def newline(self, level):
        "The line break and indent of items at level; None without indent."
        if self.indent is None:
            return None
        return "\n" + self.indent * level

    def list(self, lst, level):
        if not lst:
            yield "[]"
            return
        self.enter(lst)
        buf = "["
        nl = self.newline(level + 1)
        separator = self.enc.item_separator
        if nl is not None:
            buf += nl
            separator += nl
        for i, value in enumerate(lst):
            if i:
                buf = separator
            text = self.scalar(value)
            if text is not None:
                yield buf + text
            else:
                yield buf
                yield from self.encode(value, level + 1)
        if nl is not None:
            yield self.newline(level)
        yield "]"
        self.leave()

    def dict(self, dct, level):
        if not dct:
            yield "{}"
            return
        self.enter(dct)
        yield "{"
        nl = self.newline(level + 1)
        separator = self.enc.item_separator
        if nl is not None:
            separator += nl
            yield nl
        first = True
        for key, value in sorted(dct.items()) if self.enc.sort_keys else dct.items():
            key = self.key(key)
            if key is _SKIP:
                continue
            if not first:
                yield separator
            first = False
            yield dumps(key, ensure_ascii=self.enc.ensure_ascii)
            yield self.enc.key_separator
            yield from self.encode(value, level + 1)
        if nl is not None:
            yield self.newline(level)
        yield "}"
        self.leave()


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
