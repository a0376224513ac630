# left-to-right evaluation order of operands, arguments, subscripts, assignments
log = []
def v(tag, value=None):
    log.append(tag)
    return tag if value is None else value
def show(label):
    print(label, log)
    log.clear()
v("a", 1) + v("b", 2) * v("c", 3)
show("binop")
v("f", lambda *a, **k: None)(v("x"), v("y"), k=v("z"))
show("call")
v("obj", {"k": [0, 0]})[v("key", "k")][v("idx", 1)]
show("subscript")
d = {}
d[v("key", "k")] = v("value", 1)
show("assign subscript (value first)")
x, y = v("first", 1), v("second", 2)
show("tuple assign")
{v("k1", 1): v("v1", 1), v("k2", 2): v("v2", 2)}
show("dict display")
[v("l1"), v("l2"), *v("star", [3])]
show("list display")
v("lhs", 1) < v("mid", 2) < v("rhs", 3)
show("chained comparison")
v("cond", False) and v("never")
show("short circuit and")
v("t", 1) if v("test", True) else v("f", 2)
show("conditional")
f"{v('f1')}{v('f2')}"
show("f-string")
class O:
    pass
o = O()
v("target", o).attr = v("val", 5)
show("attribute assign")
target = [0, 0]
i = 0
i, target[i] = 1, 9
print("i, target[i] =", i, target)
lst = [10, 20, 30]
idx = 0
lst[v("index", idx)] += v("increment", 5)
show("augmented subscript")
print(lst)
a = b = v("chained")
show("chained assign")
def kw_order(**kw):
    return list(kw)
print(kw_order(b=v("B"), a=v("A")))
show("kwargs")
v("outer", lambda x: x)(v("inner", lambda: 1)())
show("nested calls")
print(v("p1"), v("p2"), end=" ")
print()
show("print args")
