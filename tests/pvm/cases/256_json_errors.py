# json.JSONDecodeError messages with line/column positions
import json
bad_docs = ["", " ", "{", "[", "[1,]", "[1 2]", '{"a" 1}', '{"a": }', "{'single': 1}", '{"a": 1,}', "nul", "tru",
            "01", "1.", ".5", "-", "+1", "1e", '"unterminated', '"bad \\x escape"', '"\\u12"', "[1]]", "{} {}",
            '"ctrl \x01 char"', '{"a": 1 "b": 2}', "[\n1,\n2\n", '{"a":\n\n  x}', "NaNa", "[-Infinity, -nan]", '{1: 2}']
for doc in bad_docs:
    try:
        json.loads(doc)
        print(repr(doc), "parsed?!")
    except json.JSONDecodeError as e:
        print(repr(doc), "->", e.msg, "| pos", e.pos, "line", e.lineno, "col", e.colno)
        print("   str:", e)
print(issubclass(json.JSONDecodeError, ValueError))
try:
    json.loads("[1, 2")
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.loads(5)
except TypeError as e:
    print(type(e).__name__, e)
print(json.loads('"ok"'), json.loads("[1, 2]  "))
def safe_parse(s, default=None):
    try:
        return json.loads(s)
    except json.JSONDecodeError as e:
        return {"error": e.msg, "at": e.pos, "default": default}
print(safe_parse('{"ok": true}'), safe_parse('{"ok": tru}'), safe_parse("", default=0))
