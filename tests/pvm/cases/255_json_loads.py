# json.loads: all value types, whitespace, unicode escapes, numbers, object hooks
import json
docs = ['null', 'true', 'false', '0', '-0', '-12', '1.5', '-0.0', '1e3', '1E-3', '2.5e+2', '123456789012345678901234567890',
        '1.7976931348623157e308', '5e-324', '1e400', '0.1', '""', '"text"', '"esc \\" \\\\ \\/ \\b \\f \\n \\r \\t"',
        '"\\u00e9\\u65e5"', '"\\ud83d\\ude00"', '"raw é"', '[]', '[1, "a", null, [true]]', '{}', '{"a": {"b": [1, {"c": null}]}}',
        '  \n\t [ 1 , 2 ]  \r\n', '{"dup": 1, "dup": 2}', '{"k": -1.25E-2}', '"\\ud800"', '[1.0, 10, 1e2]']
for doc in docs:
    v = json.loads(doc)
    print(repr(doc), "->", repr(v), type(v).__name__)
print(json.loads(b'{"bytes": true}'), json.loads(bytearray(b"[1]")))
print(json.loads('[1.5, 2]', parse_float=lambda s: "F" + s), json.loads('[1, 2.0]', parse_int=lambda s: int(s) * 100))
print(json.loads('{"a": 1, "b": 2}', object_hook=lambda d: sorted(d.items(), reverse=True)))
print(json.loads('[{"x": 1}, {"y": 2}]', object_pairs_hook=lambda pairs: [k for k, _ in pairs]))
print(json.loads('[NaN, Infinity, -Infinity]'), json.loads('[NaN]', parse_constant=lambda s: "const:" + s))
text = '{"users": [{"name": "ann", "age": 30, "tags": ["a", "b"]}, {"name": "bob", "age": 25, "tags": []}], "count": 2}'
data = json.loads(text)
print(data["users"][0]["tags"][1], sum(u["age"] for u in data["users"]), [u["name"] for u in data["users"] if u["tags"]])
print(json.loads(json.dumps(data)) == data, json.dumps(json.loads(text)) == text)
rt = [0.1, 1 / 3, 1e-320, 2 ** 0.5, 123456.789e10]
print(json.loads(json.dumps(rt)) == rt, json.dumps(rt))
print(type(json.loads("1")).__name__, type(json.loads("1.0")).__name__, type(json.loads("1e0")).__name__)
