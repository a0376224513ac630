# uncaught json.JSONDecodeError (module-qualified name on the last line)
import json
print(json.dumps([1, "two", None, True]))
print(json.dumps({"round": "trip"}), json.loads('{"n": null}'))
docs = ['{"ok": 1}', '[1, 2, 3]', '{"broken": [1, 2}']
def parse_all(texts):
    parsed = []
    for t in texts:
        parsed.append(json.loads(t))
        print("parsed", parsed[-1])
    return parsed
print(parse_all(docs[:2]))
try:
    json.loads("")
except json.JSONDecodeError as e:
    print("handled", e)
for t in ["1", "1.5", '"s"', "null"]:
    print(repr(t), repr(json.loads(t)))
parse_all(docs)
print("unreachable")
