# nonlocal declarations at several depths
def outer():
    x = 0
    def mid():
        nonlocal x
        x += 1
        def inner():
            nonlocal x
            x += 10
            return x
        return inner()
    mid()
    mid()
    return x
print(outer())
def state_machine():
    state = "idle"
    transitions = []
    def go(new):
        nonlocal state
        transitions.append((state, new))
        state = new
    def get():
        return state
    return go, get, transitions
go, get, tr = state_machine()
go("running"); go("paused"); go("running")
print(get(), tr)
def shadow():
    x = "outer"
    def inner():
        x = "inner local"
        return x
    inner()
    return x
print(shadow())
def nonlocal_vs_local():
    a = 1
    def f():
        nonlocal a
        a = 2
        b = 3
        return b
    f()
    return a
print(nonlocal_vs_local())
def counter_factory():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        old, count = count, 0
        return old
    return inc, reset
inc, reset = counter_factory()
print(inc(), inc(5), reset(), inc())
def uses_before_assign():
    v = 1
    def g():
        try:
            print(v)
        except NameError as e:
            print(type(e).__name__, e)
        return None
    g()
    return v
print(uses_before_assign())
def closure_unbound():
    def g():
        return w
    try:
        g()
    except NameError as e:
        print(type(e).__name__, e)
    w = 5
    return g()
print(closure_unbound())
def gen_nonlocal():
    total = 0
    def gen():
        nonlocal total
        for i in range(4):
            total += i
            yield total
    return list(gen()), total
print(gen_nonlocal())
