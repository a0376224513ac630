# The length and indexing of json.dumps results, with and without
# ensure_ascii, with non-ASCII keys, values, separators and indents, and
# with default= producing text: the result's code points must be counted
# exactly whichever of them carry non-ASCII characters.
import json

docs = [
    {"café": "naïve ☃", "n": [1, 2.5, None, True], "e": ""},
    ["plain", "ascii", {"k": "v"}],
    "😀 astral",
    7,
    {1: "one", 2.5: "two", None: "none", False: "f"},
]
for d in docs:
    for ea in (True, False):
        for kw in ({}, {"indent": 2}, {"indent": "→ "}, {"separators": ("；", "：")}, {"separators": (",", ":"), "sort_keys": False}):
            s = json.dumps(d, ensure_ascii=ea, **kw)
            print(ea, sorted(kw), len(s), repr(s[:14]), repr(s[-6:]), s.isascii())


class P:
    def __init__(self, t):
        self.t = t


print(json.dumps([P("é"), P("x")], default=lambda p: p.t), len(json.dumps(P("ü"), default=lambda p: p.t)))
print(len(json.dumps(P("ü"), default=lambda p: p.t, ensure_ascii=False)))
s = json.dumps({"k": ["a", "b"]}, indent="\t·")
print(len(s), s.count("·"), s.split("\n")[1], s[3:8])
print(json.dumps(1) == "1", len(json.dumps("")), json.dumps([]) + json.dumps({}))
print([len(json.dumps(x, ensure_ascii=False)) for x in ("ß", "\u2028", "a\u0301", "日本")])
