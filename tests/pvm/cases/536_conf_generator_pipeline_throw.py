def read_lines(text):
    for i, line in enumerate(text.splitlines(), 1):
        yield i, line
def strip_comments(lines):
    for i, line in lines:
        code = line.split('#', 1)[0].rstrip()
        if code:
            yield i, code
def parse(lines):
    for i, code in lines:
        key, sep, val = code.partition('=')
        if not sep:
            raise SyntaxError(f'line {i}: expected key=value, got {code!r}')
        yield key.strip(), val.strip()
src = """# config
name = demo
  # indented comment
size=10
ratio = 0.5   # trailing
empty =
"""
print(list(parse(strip_comments(read_lines(src)))))
bad = src + 'oops\n'
try:
    print(dict(parse(strip_comments(read_lines(bad)))))
except SyntaxError as e:
    print('SyntaxError', e)
def averager():
    total = count = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError:
            print('reset')
            total = count = 0
            avg = None
            continue
        if x is None:
            return (count, avg)
        total += x
        count += 1
        avg = total / count
a = averager()
next(a)
print(a.send(10), a.send(20), a.send(0))
print(a.throw(ValueError))
print(a.send(4))
try:
    a.send(None)
except StopIteration as e:
    print('finished', e.value)
def chunks(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield tuple(buf)
            buf = []
    if buf:
        yield tuple(buf)
print(list(chunks(range(7), 3)), list(chunks('', 2)), list(chunks('ab', 5)))
def flatten(x):
    for item in x:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, (3, [4, []])], 5])))
def countdown(n):
    try:
        while n > 0:
            yield n
            n -= 1
    finally:
        print('countdown closed at', n)
for v in countdown(5):
    if v == 3:
        break
print(sum(countdown(3)))
gen = (i * i for i in range(5) if i % 2)
print(type(gen).__name__, list(gen), list(gen))
it = iter(range(3))
print(list(zip(it, it)), list(it))
