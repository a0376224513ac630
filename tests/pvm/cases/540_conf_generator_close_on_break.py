# Leaving a for loop early over a fresh generator closes it at once.
def gen(name, n=3):
    try:
        for i in range(n):
            yield i
    finally:
        print('closed', name)
for v in gen('a'):
    if v == 1:
        break
print('after a')
def first(name):
    for v in gen(name):
        return v
print(first('b'))
for x in range(2):
    for v in gen('inner' + str(x)):
        break
    print('outer', x)
g = gen('kept')
for v in g:
    break
print('kept still open', next(g))
for v in g:
    pass
shared = gen('shared', 10)
def get():
    return shared
for v in get():
    break
print('shared still open', next(shared))
for v in iter(shared):
    break
print('still open', next(shared))
shared.close()
def stubborn():
    try:
        yield 1
    finally:
        print('stubborn finally')
for v in stubborn():
    break
print('after stubborn')
for v in gen('exhausted', 2):
    pass
print('done loop')
class Box:
    def items(self):
        yield from gen('box')
for v in Box().items():
    break
print([v for v in gen('comp', 2)])
while True:
    for v in gen('while'):
        break
    break
def evens():
    n = 0
    try:
        while True:
            yield n
            n += 2
    finally:
        print('evens closed at', n)
for e in evens():
    if e > 4:
        break
total = 0
for e in evens():
    total += e
    if total > 10:
        print('total', total)
        break
