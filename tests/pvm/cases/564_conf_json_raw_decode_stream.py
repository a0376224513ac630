import json
dec = json.JSONDecoder()
for args in [('[1] extra',), ('  [1]',), ('ab"é"x', 2), ('{"a": [1, 2]}{"b": 3}', 13), ('[1]', 3), ('[1]', 7), ('[1]', -1), (b'[1]',), ('[1,', 0), ('"é" 12', 4), ('12.5e1', 0)]:
    try: print(dec.raw_decode(*args))
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
def stream(s):
    i = 0
    out = []
    while i < len(s):
        while i < len(s) and s[i].isspace(): i += 1
        if i >= len(s): break
        v, i = dec.raw_decode(s, i)
        out.append(v)
    return out
print(stream('{"a": 1} [2, 3]  "x" 4.5 null'))
d2 = json.JSONDecoder(parse_int=str, object_pairs_hook=list)
print(d2.raw_decode('{"k": 7} tail'))
class Tagged(json.JSONDecoder):
    def __init__(self):
        super().__init__(object_hook=lambda d: ("obj", sorted(d)))
print(Tagged().raw_decode('{"b": 1, "a": 2}  rest'), Tagged().decode('[{"z": 0}]'))
try:
    json.loads('[1] [2]')
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.lineno, e.colno)
