# global declarations
count = 0
def bump():
    global count
    count += 1
    return count
print(bump(), bump(), count)
def create_global():
    global created
    created = "made inside function"
create_global()
print(created)
x = "module"
def read_only():
    return x
def shadowing():
    x = "local"
    return x
print(read_only(), shadowing(), x)
def unbound():
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    x = 1
    return x
print(unbound())
def nested_global():
    def inner():
        global x
        x = "changed by inner"
    inner()
    return x
print(nested_global(), x)
registry = []
def register(fn):
    global registry
    registry = registry + [fn.__name__]
    return fn
@register
def alpha():
    pass
@register
def beta():
    pass
print(registry)
def multi():
    global a1, a2
    a1, a2 = 1, 2
multi()
print(a1 + a2)
class K:
    global class_global
    class_global = "set in class body"
    value = x
print(class_global, K.value)
def loop_global():
    global total
    total = 0
    for i in range(5):
        total += i
loop_global()
print(total)
def del_it():
    global created
    del created
del_it()
try:
    created
except NameError as e:
    print(type(e).__name__, e)
