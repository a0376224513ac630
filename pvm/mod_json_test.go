package pvm

import "testing"

// Edge cases of json.dumps and json.loads: expected outputs produced by CPython 3.11
// (the generator is described in mod_native_test.go).
func TestJSONModule(t *testing.T) {
	runPyCases(t, []pyCase{
		{`import json
for v in [{"b": [1, 2.5, None], "a": {"x": "é\n"}}, [], {}, [[]], "\x00\x1f\x7f\u20ac\U0001F600", 2**100, -0.0, 1e-7, 1e22, 123456789.0]:
    print(json.dumps(v), json.dumps(v, ensure_ascii=False), json.dumps(v, indent=2, sort_keys=True))
print(json.dumps({"a": [1, {"b": 2}]}, indent="--"), json.dumps([1, 2], indent=0), json.dumps({"a": 1}, indent=True))
print(json.dumps({3: 1, 1.5: 2, False: 3, None: 4, "s": 5}), json.dumps([1, [2]], separators=(";", "=")))
print(json.dumps({"k": 1}, sort_keys=True, separators=(",", ":"), indent=1))
`,
			"{\"b\": [1, 2.5, null], \"a\": {\"x\": \"\\u00e9\\n\"}} {\"b\": [1, 2.5, null], \"a\": {\"x\": \"é\\n\"}} {\n" +
				"  \"a\": {\n" +
				"    \"x\": \"\\u00e9\\n\"\n" +
				"  },\n" +
				"  \"b\": [\n" +
				"    1,\n" +
				"    2.5,\n" +
				"    null\n" +
				"  ]\n" +
				"}\n" +
				"[] [] []\n" +
				"{} {} {}\n" +
				"[[]] [[]] [\n" +
				"  []\n" +
				"]\n" +
				"\"\\u0000\\u001f\\u007f\\u20ac\\ud83d\\ude00\" \"\\u0000\\u001f\x7f€😀\" \"\\u0000\\u001f\\u007f\\u20ac\\ud83d\\ude00\"\n" +
				"1267650600228229401496703205376 1267650600228229401496703205376 1267650600228229401496703205376\n" +
				"-0.0 -0.0 -0.0\n" +
				"1e-07 1e-07 1e-07\n" +
				"1e+22 1e+22 1e+22\n" +
				"123456789.0 123456789.0 123456789.0\n" +
				"{\n" +
				"--\"a\": [\n" +
				"----1,\n" +
				"----{\n" +
				"------\"b\": 2\n" +
				"----}\n" +
				"--]\n" +
				"} [\n" +
				"1,\n" +
				"2\n" +
				"] {\n" +
				" \"a\": 1\n" +
				"}\n" +
				"{\"3\": 1, \"1.5\": 2, \"false\": 3, \"null\": 4, \"s\": 5} [1;[2]]\n" +
				"{\n" +
				" \"k\":1\n" +
				"}\n"},
		{`import json
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
a = []
a.append(a)
d = {}
d["d"] = [d]
t(lambda: json.dumps(a))
t(lambda: json.dumps(d, indent=1))
t(lambda: json.dumps({"a": 1, 2: 3}, sort_keys=True))
t(lambda: json.dumps({(1,): 1}))
t(lambda: json.dumps({(1,): 1, "k": [float("nan")]}, skipkeys=True))
t(lambda: json.dumps(float("inf"), allow_nan=False))
t(lambda: json.dumps({float("-inf"): 1}, allow_nan=False))
t(lambda: json.dumps(object()))
t(lambda: json.dumps([len]))
t(lambda: json.dumps([object()], default=repr)[:10])
t(lambda: json.dumps([1], separators=(",",)))
x = []
for _ in range(5000):
    x = [x]
t(lambda: json.dumps(x))
`,
			"ValueError Circular reference detected\n" +
				"ValueError Circular reference detected\n" +
				"TypeError '<' not supported between instances of 'int' and 'str'\n" +
				"TypeError keys must be str, int, float, bool or None, not tuple\n" +
				"'{\"k\": [NaN]}'\n" +
				"ValueError Out of range float values are not JSON compliant\n" +
				"ValueError Out of range float values are not JSON compliant\n" +
				"TypeError Object of type object is not JSON serializable\n" +
				"TypeError Object of type builtin_function_or_method is not JSON serializable\n" +
				"'[\"<object '\n" +
				"ValueError not enough values to unpack (expected 2, got 1)\n" +
				"RecursionError maximum recursion depth exceeded while encoding a JSON object\n"},
		{`import json
def t(s, **kw):
    try:
        print(repr(json.loads(s, **kw)))
    except json.JSONDecodeError as e:
        print("JSONDecodeError", e.msg, e.pos, e.lineno, e.colno)
    except Exception as e:
        print(type(e).__name__, e)
for s in ['"é" x', '["日本", 1,]', 'é', '{"a":1,"a":2,"b":3}', '[1e5x', '{"a"', '{"a":1', '-Infinity', '-Inf',
          '"\\ud83d\\ude00\\u0041"', '"\\u00"', '"\\u00zz"', '"abc\\', '\ufeff[]', '  ', '1 2', '[\n  1,\n  x]',
          '12345678901234567890123', '-0.0e-0', '1E+2', '0.5e', '-01', '"\t"', '[[[]]]', '{"": {"": ""}}']:
    t(s)
t(b'\xef\xbb\xbf[1, "\xc3\xa9"]')
t(bytearray(b'{"k": null}'))
t('"\t"', strict=False)
t('{"a": 1, "b": 2}', object_pairs_hook=list)
t('[1.5, 7]', parse_float=str, parse_int=float)
t('[NaN, -Infinity]', parse_constant=len)
t("[" * 5000)
t(None)
`,
			"JSONDecodeError Extra data 4 1 5\n" +
				"JSONDecodeError Expecting value 9 1 10\n" +
				"JSONDecodeError Expecting value 0 1 1\n" +
				"{'a': 2, 'b': 3}\n" +
				"JSONDecodeError Expecting ',' delimiter 4 1 5\n" +
				"JSONDecodeError Expecting ':' delimiter 4 1 5\n" +
				"JSONDecodeError Expecting ',' delimiter 6 1 7\n" +
				"-inf\n" +
				"JSONDecodeError Expecting value 0 1 1\n" +
				"'😀A'\n" +
				"JSONDecodeError Invalid \\uXXXX escape 2 1 3\n" +
				"JSONDecodeError Invalid \\uXXXX escape 2 1 3\n" +
				"JSONDecodeError Unterminated string starting at 0 1 1\n" +
				"JSONDecodeError Unexpected UTF-8 BOM (decode using utf-8-sig) 0 1 1\n" +
				"JSONDecodeError Expecting value 2 1 3\n" +
				"JSONDecodeError Extra data 2 1 3\n" +
				"JSONDecodeError Expecting value 9 3 3\n" +
				"12345678901234567890123\n" +
				"-0.0\n" +
				"100.0\n" +
				"JSONDecodeError Extra data 3 1 4\n" +
				"JSONDecodeError Extra data 2 1 3\n" +
				"JSONDecodeError Invalid control character at 1 1 2\n" +
				"[[[]]]\n" +
				"{'': {'': ''}}\n" +
				"[1, 'é']\n" +
				"{'k': None}\n" +
				"'\\t'\n" +
				"[('a', 1), ('b', 2)]\n" +
				"['1.5', 7.0]\n" +
				"[3, 9]\n" +
				"RecursionError maximum recursion depth exceeded while decoding a JSON array from a unicode string\n" +
				"TypeError the JSON object must be str, bytes or bytearray, not NoneType\n"},
	})
}
