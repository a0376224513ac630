"""The verification builder (CIP-6 §13). Pure: it builds CIP-2
verification configurations as plain dicts and lists and works in scripts.

    Verify.builder().mode("consensus").runners(5).threshold(3)
        .check(Verify.numeric_tolerance("score", 0.05)).build()

gives {"mode": "consensus", "runners": 5, "threshold": 3, "checks": [...]},
checks in the order .check() was called. Each checker is a dict with its
"type" first and its parameters (floats as floats, addresses as checksummed
hex). Invalid modes, counts and checker arguments raise ValueError (or
TypeError for wrong types) when the builder method is called; build()
checks the combination.
"""

from cowboy_sdk.types import Address, _address_bytes

__all__ = ["Verify", "VerifyBuilder", "MODES"]

# The modes of §13, in the spec's order.
MODES = ("none", "consensus", "deterministic", "tee", "zk", "optimistic")


def _num(v, what):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise TypeError("%s must be a number, not %s" % (what, type(v).__name__))
    if v != v or v in (float("inf"), float("-inf")):
        raise ValueError("%s must be finite" % what)
    return float(v) if isinstance(v, float) else v


def _str(v, what):
    if not isinstance(v, str) or not v:
        raise TypeError("%s must be a non-empty str" % what)
    return v


def _strs(v, what):
    if isinstance(v, str):
        raise TypeError("%s must be a list of str, not a single str" % what)
    out = list(v)
    if not out:
        raise ValueError("%s must not be empty" % what)
    for s in out:
        _str(s, what + " item")
    return out


def _count(v, what, minimum=0):
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError("%s must be an int, not %s" % (what, type(v).__name__))
    if v < minimum:
        raise ValueError("%s must be >= %d, got %d" % (what, minimum, v))
    return v


def _fraction(v, what):
    v = _num(v, what)
    if not 0 < v <= 1:
        raise ValueError("%s must be in (0, 1], got %r" % (what, v))
    return v


def _plain(v, what):
    "A JSON/CBOR-friendly copy of a checker argument."
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, Address):
        return v.to_hex()
    if isinstance(v, (list, tuple)):
        return [_plain(x, what) for x in v]
    if isinstance(v, dict):
        out = {}
        for k, x in v.items():
            if not isinstance(k, str):
                raise TypeError("%s keys must be str" % what)
            out[k] = _plain(x, what)
        return out
    if isinstance(v, (bytes, bytearray)):
        return "0x" + bytes(v).hex()
    raise TypeError("%s: cannot use a %s in a verification config" % (what, type(v).__name__))


def _check(kind, **params):
    out = {"type": kind}
    for k, v in params.items():
        out[k] = v
    return out


class VerifyBuilder:
    "Returned by Verify.builder(); see the module docstring."

    def __init__(self):
        self._mode = None
        self._runners = None
        self._threshold = None
        self._checks = []
        self._timeout = None

    def mode(self, mode):
        if not isinstance(mode, str):
            raise TypeError("mode must be a str, not %s" % type(mode).__name__)
        if mode not in MODES:
            raise ValueError("unknown verification mode %r; expected one of: %s" % (mode, ", ".join(MODES)))
        self._mode = mode
        return self

    def runners(self, n):
        self._runners = _count(n, "runners", 1)
        return self

    def threshold(self, k):
        self._threshold = _count(k, "threshold", 1)
        return self

    def timeout_blocks(self, n):
        self._timeout = _count(n, "timeout_blocks", 1)
        return self

    def check(self, checker):
        if not isinstance(checker, dict) or not isinstance(checker.get("type"), str):
            raise TypeError("check() takes a checker made by a Verify.* method, not %s" % type(checker).__name__)
        self._checks.append(dict(checker))
        return self

    def build(self):
        mode = self._mode if self._mode is not None else "none"
        runners = self._runners
        if runners is None:
            runners = 1 if mode in ("none", "tee", "zk", "optimistic") else 3
        if mode == "none" and runners != 1:
            raise ValueError("mode 'none' uses the first runner's result directly; runners must be 1, got %d" % runners)
        if mode in ("consensus", "deterministic") and runners < 2:
            raise ValueError("mode %r compares runners' results; it needs at least 2 runners, got %d" % (mode, runners))
        threshold = self._threshold
        if threshold is None:
            if mode == "consensus":
                threshold = runners // 2 + 1
            elif mode == "deterministic":
                threshold = runners
            else:
                threshold = 1
        if threshold > runners:
            raise ValueError("threshold %d exceeds the number of runners %d" % (threshold, runners))
        if mode == "consensus" and threshold * 2 <= runners:
            raise ValueError("mode 'consensus' needs a majority: threshold must be more than half of %d runners, got %d"
                             % (runners, threshold))
        if mode == "deterministic" and threshold != runners:
            raise ValueError("mode 'deterministic' requires every runner to agree: threshold must equal runners (%d), got %d"
                             % (runners, threshold))
        if mode == "none" and self._checks:
            raise ValueError("mode 'none' performs no verification; remove the checks or pick another mode")
        out = {"mode": mode, "runners": runners, "threshold": threshold, "checks": [dict(c) for c in self._checks]}
        if self._timeout is not None:
            out["timeout_blocks"] = self._timeout
        return out


class Verify:
    "Checker constructors and the builder entry point (§13)."

    MODES = MODES

    @staticmethod
    def builder():
        return VerifyBuilder()

    @staticmethod
    def exact_match():
        return _check("exact_match")

    @staticmethod
    def json_schema_valid(schema):
        if not isinstance(schema, dict):
            raise TypeError("json_schema_valid() takes a JSON Schema dict (e.g. Model.schema())")
        return _check("json_schema_valid", schema=_plain(schema, "schema"))

    @staticmethod
    def structured_match(fields):
        return _check("structured_match", fields=_strs(fields, "structured_match() fields"))

    @staticmethod
    def majority_vote(field, threshold=0.5):
        return _check("majority_vote", field=_str(field, "field"), threshold=_fraction(threshold, "threshold"))

    @staticmethod
    def supermajority_vote(field, threshold=0.67):
        t = _fraction(threshold, "threshold")
        if t <= 0.5:
            raise ValueError("a supermajority threshold must be above 0.5, got %r" % t)
        return _check("supermajority_vote", field=_str(field, "field"), threshold=t)

    @staticmethod
    def numeric_tolerance(field, tolerance):
        t = _num(tolerance, "tolerance")
        if t < 0:
            raise ValueError("tolerance must be >= 0, got %r" % t)
        return _check("numeric_tolerance", field=_str(field, "field"), tolerance=t)

    @staticmethod
    def numeric_range(field, min_val, max_val):
        lo, hi = _num(min_val, "min_val"), _num(max_val, "max_val")
        if lo > hi:
            raise ValueError("numeric_range(): min_val %r is above max_val %r" % (lo, hi))
        return _check("numeric_range", field=_str(field, "field"), min=lo, max=hi)

    @staticmethod
    def set_equality(field):
        return _check("set_equality", field=_str(field, "field"))

    @staticmethod
    def contains_all(substrings):
        return _check("contains_all", substrings=_strs(substrings, "contains_all() substrings"))

    @staticmethod
    def contains_none(substrings):
        return _check("contains_none", substrings=_strs(substrings, "contains_none() substrings"))

    @staticmethod
    def regex_match(pattern):
        return _check("regex_match", pattern=_str(pattern, "pattern"))

    @staticmethod
    def length_bounds(min_len, max_len):
        lo, hi = _count(min_len, "min_len"), _count(max_len, "max_len")
        if lo > hi:
            raise ValueError("length_bounds(): min_len %d is above max_len %d" % (lo, hi))
        return _check("length_bounds", min=lo, max=hi)

    @staticmethod
    def semantic_similarity(reference, threshold=0.8):
        return _check("semantic_similarity", reference=_str(reference, "reference"),
                      threshold=_fraction(threshold, "threshold"))

    @staticmethod
    def no_prompt_leak():
        return _check("no_prompt_leak")

    @staticmethod
    def entropy_check(min_entropy):
        e = _num(min_entropy, "min_entropy")
        if e < 0:
            raise ValueError("min_entropy must be >= 0, got %r" % e)
        return _check("entropy_check", min_entropy=e)

    @staticmethod
    def custom(name, **kwargs):
        return _check("custom", name=_str(name, "name"), params=_plain(kwargs, "custom()"))

    @staticmethod
    def custom_actor(actor_address, method, args=None):
        addr = Address(_address_bytes(actor_address, "actor_address")).to_hex()
        return _check("custom_actor", actor=addr, method=_str(method, "method"), args=_plain(args, "args"))

    # Supplemental checkers (exported, not mandated by CIP-6).

    @staticmethod
    def not_empty():
        return _check("not_empty")

    @staticmethod
    def contains(substring):
        return _check("contains", substring=_str(substring, "substring"))

    @staticmethod
    def length_limit(max_len):
        return _check("length_limit", max=_count(max_len, "max_len"))

    @staticmethod
    def http_status(codes):
        if isinstance(codes, int) and not isinstance(codes, bool):
            codes = [codes]
        out = [_count(c, "status code", 100) for c in codes]
        if not out:
            raise ValueError("http_status() needs at least one status code")
        return _check("http_status", codes=out)

    @staticmethod
    def response_time(max_ms):
        return _check("response_time", max_ms=_count(max_ms, "max_ms", 1))

    @staticmethod
    def signature_valid(public_key=None):
        return _check("signature_valid", public_key=_plain(public_key, "public_key"))

    @staticmethod
    def tee_attestation(platform=None):
        return _check("tee_attestation", platform=platform if platform is None else _str(platform, "platform"))

    @staticmethod
    def deterministic_output():
        return _check("deterministic_output")

    @staticmethod
    def field_exists(field):
        return _check("field_exists", field=_str(field, "field"))

    @staticmethod
    def format_check(fmt):
        return _check("format_check", format=_str(fmt, "format"))
