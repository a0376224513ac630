# pass in every block kind, and del on names, items, slices and attributes
def empty():
    pass
class Empty:
    pass
print(empty(), Empty.__name__)
for i in range(2):
    pass
while False:
    pass
if True:
    pass
try:
    pass
except Exception:
    pass
finally:
    pass
x = 10
del x
try:
    print(x)
except NameError as e:
    print(type(e).__name__, e)
a, b, c = 1, 2, 3
del a, b
print(c)
lst = list(range(10))
del lst[0], lst[-1]
print(lst)
del lst[2:4]
print(lst)
del lst[::3]
print(lst)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zzz"]
except KeyError as e:
    print(type(e).__name__, e)
class O:
    pass
o = O()
o.attr = 5
del o.attr
print(hasattr(o, "attr"))
def local_del():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return type(e).__name__ + ": " + str(e)
print(local_del())
nested = [[1, 2], [3, 4]]
del nested[0][1]
print(nested)
[p, q] = [1, 2]
del [p, q]
try:
    print(p)
except NameError as e:
    print(type(e).__name__, e)
g = 1
def del_global():
    global g
    del g
del_global()
try:
    print(g)
except NameError as e:
    print(type(e).__name__, e)
try:
    del undefined_thing
except NameError as e:
    print(type(e).__name__, e)
