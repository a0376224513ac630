# An exception raised while handling another: CPython prints both,
# joined by "During handling of the above exception...".
def parse(s):
    try:
        return int(s)
    except ValueError:
        raise KeyError(s)
def run(items):
    out = []
    for it in items:
        try:
            out.append(parse(it))
        finally:
            print('cleanup', it)
    return out
print(run(['1', '2']))
try:
    run(['3', 'y'])
except KeyError as e:
    print('context', type(e.__context__).__name__, e.__context__)
    print(e.__cause__, e.__suppress_context__)
run(['x'])
