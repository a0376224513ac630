# LEGB name resolution: local, enclosing, global, builtin
x = "global"
def outer():
    x = "enclosing"
    def inner():
        x = "local"
        return x
    def reads_enclosing():
        return x
    return inner(), reads_enclosing(), x
print(outer(), x)
def reads_global():
    return x
print(reads_global())
def shadows_builtin():
    len = lambda s: "shadowed len"
    return len([1, 2, 3])
print(shadows_builtin(), len([1, 2, 3]))
max = lambda *a: "global max shadow"
print(max(1, 2))
del max
print(max(1, 2))
def uses_later_global():
    return later
later = "defined after function"
print(uses_later_global())
def conditional_local(flag):
    if flag:
        y = "set"
    return y
print(conditional_local(True))
try:
    conditional_local(False)
except UnboundLocalError as e:
    print(type(e).__name__, e)
def loop_var_leaks():
    for i in range(3):
        pass
    return i
print(loop_var_leaks())
def class_scope():
    value = "function value"
    class Inner:
        value = "class value"
        def method(self):
            return value
    return Inner().method(), Inner.value
print(class_scope())
def param_shadow(x):
    return x
print(param_shadow("param"), x)
def deep():
    a = 1
    def l1():
        b = 2
        def l2():
            c = 3
            def l3():
                return a + b + c
            return l3()
        return l2()
    return l1()
print(deep())
def except_var_scope():
    err = "before"
    try:
        raise ValueError("x")
    except ValueError as err:
        pass
    try:
        return err
    except UnboundLocalError as e:
        return f"{type(e).__name__}: {e}"
print(except_var_scope())
print(abs(-3), str(5), type(print).__name__)
