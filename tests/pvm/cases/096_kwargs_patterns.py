# keyword argument patterns: options dicts, kwargs filtering, defaults merging
DEFAULTS = {"color": "red", "size": 10, "visible": True}
def configure(**overrides):
    unknown = [k for k in overrides if k not in DEFAULTS]
    if unknown:
        raise TypeError(f"configure() got unknown option(s): {', '.join(unknown)}")
    return {**DEFAULTS, **overrides}
print(configure())
print(configure(size=20, visible=False))
try:
    configure(colour="blue", shape="x")
except TypeError as e:
    print(type(e).__name__, e)
def split_kwargs(prefix, **kw):
    mine = {k[len(prefix):]: v for k, v in kw.items() if k.startswith(prefix)}
    rest = {k: v for k, v in kw.items() if not k.startswith(prefix)}
    return mine, rest
print(split_kwargs("db_", db_host="h", db_port=5, debug=True))
def call_with(fn, *args, **kwargs):
    return fn(*args, **kwargs)
print(call_with(sorted, [3, 1, 2], reverse=True))
print(call_with(dict, [("a", 1)], b=2))
print(call_with(int, "ff", base=16), call_with(round, 2.567, ndigits=1))
print(call_with(str.split, "a-b-c", "-", maxsplit=1))
def kw_identity(**kw):
    return kw
d = {"x": 1}
out = kw_identity(**d)
out["y"] = 2
print(d, out, out is d)
def pos_or_kw(a, b):
    return (a, b)
print(pos_or_kw(b=1, a=2), pos_or_kw(1, b=2))
def defaults_chain(a, b=None, c=None):
    b = a if b is None else b
    c = b if c is None else c
    return a, b, c
print(defaults_chain(1), defaults_chain(1, 2), defaults_chain(1, c=3))
def trailing_comma(a, b,):
    return a + b
print(trailing_comma(1, 2,))
def flags(*, verbose=False, dry_run=False, level=0):
    return [name for name, on in (("verbose", verbose), ("dry_run", dry_run), ("level", level)) if on]
print(flags(), flags(verbose=True, level=2))
print(sorted(kw_identity(z=1, a=2, m=3).items()))
def accepts_all(*a, **k):
    return len(a), sorted(k)
print(accepts_all(*range(5), **{c: i for i, c in enumerate("cab")}))
