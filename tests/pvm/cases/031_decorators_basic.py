# function decorators
def shout(fn):
    def wrapper(*args, **kwargs):
        return str(fn(*args, **kwargs)).upper() + "!"
    return wrapper
@shout
def greet(name):
    return "hello " + name
print(greet("world"), greet.__name__)
def trace(fn):
    depth = [0]
    def wrapper(*args):
        print("  " * depth[0] + f"-> {fn.__name__}{args}")
        depth[0] += 1
        result = fn(*args)
        depth[0] -= 1
        print("  " * depth[0] + f"<- {fn.__name__} = {result}")
        return result
    return wrapper
@trace
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
fib(3)
def count_calls(fn):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper
@count_calls
def noop():
    return None
for _ in range(5):
    noop()
print("calls", noop.calls)
def register(table):
    def deco(fn):
        table[fn.__name__] = fn
        return fn
    return deco
handlers = {}
@register(handlers)
def on_start():
    return "started"
@register(handlers)
def on_stop():
    return "stopped"
print(sorted(handlers), handlers["on_start"]())
def identity(fn):
    return fn
@identity
def plain():
    return "plain"
print(plain(), plain.__name__)
def replace_with_value(fn):
    return fn()
@replace_with_value
def constant():
    return 42
print(constant)
order = []
def d1(fn):
    order.append("d1")
    return fn
def d2(fn):
    order.append("d2")
    return fn
@d1
@d2
def stacked():
    pass
print(order)
decorate = lambda fn: (lambda *a: fn(*a) * 2)
@decorate
def three():
    return 3
print(three())
