import json
doc = {'name': 'Widget "Pro"', 'price': 19.99, 'tags': ['a', 'b'], 'stock': None, 'active': True, 'dims': {'w': 1.5, 'h': 2}, 'uni': 'café ☕', 'esc': 'line\nbreak\ttab\\'}
s = json.dumps(doc)
print(s)
print(json.loads(s) == doc, json.dumps(doc, sort_keys=True, indent=1)[:80])
print(json.dumps(doc, ensure_ascii=False, separators=(',', ':')))
print(json.dumps([1, [2, [3, {}]]], indent='--'))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, tuple):
            return list(o)
        if hasattr(o, 'to_json'):
            return o.to_json()
        return super().default(o)
class Money:
    def __init__(self, c):
        self.c = c
    def to_json(self):
        return {'cents': self.c}
print(json.dumps({'m': Money(150), 'list': [Money(1)]}, cls=Enc))
print(json.dumps({'m': Money(5)}, default=lambda o: f'<{type(o).__name__}>'))
try:
    json.dumps({'m': Money(5)})
except TypeError as e:
    print('TypeError', e)
def hook(d):
    if 'cents' in d:
        return Money(d['cents'])
    return d
back = json.loads('{"a": {"cents": 42}, "b": [{"cents": 1}]}', object_hook=hook)
print(type(back['a']).__name__, back['a'].c, back['b'][0].c)
print(json.loads('[1.0, 2, 1e3, -0.0, 123456789012345678901234567890]'), json.loads('"\\u00e9\\n"'), json.loads(' {"a" : [ ] } '), json.loads('true'), json.loads('null'))
print(json.loads('{"a": 1, "a": 2}'), json.loads('[1.5]', parse_float=lambda s: 'F' + s), json.loads('[7]', parse_int=lambda s: int(s) * 2), json.loads('{"x": 1}', object_pairs_hook=lambda p: p))
for bad in ['', '{', '[1,]', '{"a" 1}', "{'a': 1}", 'tru', '[1] x', '"abc', '{"a":1,}', 'NaNx']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), '->', e.msg, e.pos, e.lineno, e.colno)
print(json.dumps(1e100), json.dumps(0.1), json.dumps(-0.0), json.dumps(10 ** 20), json.dumps(True), json.dumps('\x00\x1f'), json.dumps('</script>'), json.dumps({'k': float('-inf')}))
print(json.dumps({3: 'int', 2.5: 'float', False: 'bool'}), json.dumps({'b': 1, 'a': 2}, sort_keys=True), json.dumps((1, 2)), json.dumps([]), json.dumps({}))
try:
    json.dumps({'a': 1, 2: 3}, sort_keys=True)
except TypeError as e:
    print('TypeError', e)
try:
    json.dumps({'a': object()})
except TypeError as e:
    print('TypeError', e)
