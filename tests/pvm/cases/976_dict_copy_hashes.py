# dict(d) and update into an empty dict copy the entries with their hashes:
# no key's __hash__ or __eq__ runs, as in CPython; the copy then behaves as any dict.
class K:
    def __init__(self, v): self.v = v
    def __hash__(self):
        print('hash', self.v)
        return hash(self.v)
    def __eq__(self, o):
        print('eq', self.v)
        return isinstance(o, K) and o.v == self.v
    def __repr__(self): return 'K(%d)' % self.v

d = {K(1): 'a', K(2): 'b'}
print('copy')
e = dict(d)
print(e, len(e))
e[K(3)] = 'c'
print(sorted(v for v in e.values()))
big = {i: i * i for i in range(20)}
del big[3]
del big[0]
c = dict(big)
print(c, len(c), c[19], 3 in c, 0 in c)
c[100] = 1
print(list(c)[-3:])
f = {}
f.update(big)
print(f == big, list(f)[:3])
class D(dict):
    pass
print(dict(D(a=1, b=2)), D(big) == big)
g = {'x': 1}
g.update(g)
print(g)
print(dict({}), dict(d, extra=1) if False else 'skip')
