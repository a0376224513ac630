import base64, json
cases = [
    lambda: (bytes.fromhex("abc")),
    lambda: (bytes.fromhex("zz")),
    lambda: (base64.b64decode("abc")),
    lambda: (base64.b64decode("a===")),
    lambda: (base64.b32decode("abc")),
    lambda: (base64.b16decode("0g")),
    lambda: (b"abc".decode("utf-16")),
    lambda: ("x".encode("utf-32")[:4]),
    lambda: (json.loads('{"a":1,}')),
    lambda: (json.loads('[1 2]')),
    lambda: (json.loads('"\\x"')),
    lambda: (json.loads('{"a" : }')),
    lambda: (json.loads('tru')),
    lambda: (json.loads("01")),
    lambda: (json.loads("1.")),
    lambda: (json.loads('"abc')),
    lambda: (json.loads("[" * 5 + "]" * 4)),
    lambda: (json.loads("\t[1]\n")),
    lambda: (json.dumps([1, 2], indent=-1)),
    lambda: (json.dumps({"a": float("nan")})),
    lambda: (json.dumps({"a": {"b": [1, {"c": None}]}}, separators=(",", ":"), indent=0)),
    lambda: (int("١٢٣"), float("٣.٥"), int("1_000", 0), int("0_7", 0) if False else 1),
    lambda: (int("08", 0)),
    lambda: (int("0x", 16)),
    lambda: (int("-0b101", 0), int("+0o17", 0), int(" 0XfF ", 16)),
    lambda: (float("1e5_0") if False else float("1_5.2_5")),
    lambda: (float("--1")),
    lambda: (float(".")),
    lambda: (float("inf5")),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
