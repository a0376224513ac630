# exact TypeError messages for bad calls
def f2(a, b):
    return a + b
def f0():
    return 0
def fdef(a, b, c=3, d=4):
    return a
def fkw(a, *, k):
    return a
class C:
    def m(self, x):
        return x
    def __init__(self, v):
        self.v = v
def run(label, thunk):
    try:
        thunk()
        print(label, "ok")
    except TypeError as e:
        print(label, "->", e)
run("extra pos", lambda: f2(1, 2, 3))
run("missing one", lambda: f2(1))
run("missing two", lambda: f2())
run("unexpected kw", lambda: f2(1, 2, c=3))
run("multiple values", lambda: f2(1, a=2))
run("f0 with arg", lambda: f0(1))
run("f0 with two", lambda: f0(1, 2))
run("fdef too many", lambda: fdef(1, 2, 3, 4, 5))
run("fdef too few", lambda: fdef(1))
run("fkw pos for kw", lambda: fkw(1, 2))
run("fkw missing kw", lambda: fkw(1))
run("method extra", lambda: C(1).m(1, 2))
run("method missing", lambda: C(1).m())
run("init missing", lambda: C())
run("init extra", lambda: C(1, 2))
run("unbound missing self", lambda: C.m(5))
five, text, nothing, lst = 5, "abc", None, [1]
run("call int", lambda: five())
run("call str", lambda: text())
run("call None", lambda: nothing())
run("call list", lambda: lst())
run("call instance", lambda: C(1)())
run("lambda args", lambda: (lambda x: x)())
run("lambda extra", lambda: (lambda: 1)(2))
run("builtin len", lambda: len())
run("builtin len 2", lambda: len(1, 2))
run("len of int", lambda: len(5))
run("abs str", lambda: abs("x"))
run("int kw", lambda: int(x=5))
run("sorted pos", lambda: sorted([1], None))
run("missing three", lambda: (lambda a, b, c, d: 0)(1))
run("kwonly missing two", lambda: (lambda *, x, y: 0)())
run("dict bad kw", lambda: {}.get())
run("list.append 2", lambda: [].append(1, 2))
run("str.split kw", lambda: "a b".split(sepp=" "))
run("isinstance arg", lambda: isinstance(1, 5))
run("max none", lambda: max())
run("range float", lambda: range(1.5))
run("getattr num", lambda: getattr(1, 2))
