# Common 'NoneType' mistakes: methods returning None, missing returns.
def find(users, name):
    for u in users:
        if u['name'] == name:
            return u
users = [{'name': 'ann', 'age': 30}, {'name': 'bob', 'age': 25}]
print(find(users, 'ann')['age'])
res = [3, 1, 2].sort()
print(res)
for expr, fn in [('len', lambda: len(res)), ('iter', lambda: [x for x in res]), ('attr', lambda: res.append(1)), ('call', lambda: res()), ('sub', lambda: res[0]), ('set', lambda: res.__setitem__(0, 1)), ('add', lambda: res + 1), ('cmp', lambda: res < 1), ('unpack', lambda: [a for a, b in [res]])]:
    try:
        fn()
    except (TypeError, AttributeError) as e:
        print(expr, type(e).__name__, e)
def setitem():
    n = None
    n[0] = 1
def delitem():
    n = None
    del n[0]
def unpack():
    a, b = None
for fn in [setitem, delitem, unpack]:
    try:
        fn()
    except TypeError as e:
        print(fn.__name__, e)
d = {'a': [1, 2]}
print(d.get('a')[0])
print(d.get('b'))
print(find(users, 'cat')['age'])
