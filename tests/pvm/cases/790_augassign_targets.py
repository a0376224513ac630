# Augmented assignment to subscripts and attributes evaluates the container and key once, first.

class Loud:
    def __init__(self):
        self.data = {}

    def __getitem__(self, k):
        print("get", k)
        return self.data.get(k, 0)

    def __setitem__(self, k, v):
        print("set", k, v)
        self.data[k] = v

def value(tag, v):
    print("value", tag)
    return v

def order():
    d = Loud()
    k = "a"
    d[k] += value(1, 5)
    d["b"] -= value(2, 2)
    print(d.data)

def walrus_rebinds_container():
    a = old = [1, 2, 3]
    b = [10, 20, 30]
    a[0] += (a := b)[0]
    print(old, a, b)

def walrus_rebinds_key():
    xs = [0, 0, 0]
    i = 0
    xs[i] += (i := 2) + 1
    print(xs, i)

def params(xs, i, obj):
    xs[i] *= 3
    xs[-1] //= 2
    obj.n += i
    obj.s += "!"
    return xs, obj.n, obj.s

class Obj:
    def __init__(self):
        self.n = 1
        self.s = "hi"

class Prop:
    def __init__(self):
        self._v = 10

    @property
    def v(self):
        print("read v")
        return self._v

    @v.setter
    def v(self, x):
        print("write v", x)
        self._v = x

def props():
    p = Prop()
    p.v += value(3, 1)
    p.v **= 2
    print(p._v)

def closure_cell():
    xs = old = [1, 2]

    def swap():
        nonlocal xs
        xs = [100, 200]
        return 5

    xs[0] += swap()
    print(old, xs)

def nested_and_slices():
    m = [[1, 2], [3, 4]]
    r = 1
    m[r][0] += 10
    s = [1, 2, 3, 4]
    s[1:3] += [9]
    print(m, s)

def errors():
    o = Obj()
    for target, step in (([1], 5), ({}, "missing"), ((1, 2), 0)):
        try:
            target[step] += 1
        except (IndexError, KeyError, TypeError) as e:
            print(type(e).__name__, e)
    try:
        o.absent += 1
    except AttributeError as e:
        print("AttributeError", e)
    lst = [[]]
    lst[0] += [1]
    print(lst)

def counts(words):
    c = {}
    for w in words:
        c[w] = c.get(w, 0)
        c[w] += 1
    return c

order()
walrus_rebinds_container()
walrus_rebinds_key()
print(params([1, 2, 7], 0, Obj()))
props()
closure_cell()
nested_and_slices()
errors()
print(counts("a b a c b a".split()))
