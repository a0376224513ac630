# every kind of callable object the subset supports
import functools
def plain(x):
    return f"plain({x})"
lam = lambda x: f"lambda({x})"
class K:
    def method(self, x):
        return f"method({x})"
    @staticmethod
    def static(x):
        return f"static({x})"
    @classmethod
    def clsm(cls, x):
        return f"classmethod({cls.__name__}, {x})"
    def __call__(self, x):
        return f"instance call({x})"
def gen_fn(x):
    yield f"generator({x})"
async def coro_fn(x):
    return f"coroutine({x})"
def run_coro(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
k = K()
callables = [plain, lam, k.method, K.static, K.clsm, k, functools.partial(plain), len, str.upper, "abc".upper, K, int]
for c in callables:
    print(callable(c), type(c).__name__)
print(plain(1), lam(2), k.method(3), K.static(4), k.static(5), K.clsm(6), k.clsm(7), k(8))
print(next(gen_fn(9)), run_coro(coro_fn(10)), functools.partial(plain, 11)(), len("twelve"), str.upper("thirteen"))
print(K.method(k, 14), type(K()).__name__, int("15"), list(map(K.static, [16, 17])), sorted(["b", "a"], key=str.upper))
dispatch = {"p": plain, "l": lam, "m": k.method, "s": K.static, "c": K.clsm, "i": k}
print([dispatch[key](key) for key in "plmsci"])
def apply_all(fns, value):
    return [f(value) for f in fns]
print(apply_all([abs, str, float, bool, hex], -3))
print(apply_all([str.strip, str.title, len, list], "  hi there "))
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x):
        return x + self.n
print(list(map(Adder(10), [1, 2])), functools.reduce(lambda acc, f: f(acc), [Adder(1), Adder(2), str], 0))
print([c.__name__ for c in [plain, K.static, len, str.upper, K, gen_fn, coro_fn]], lam.__name__)
for not_callable in [1, "s", [], None, 2.5]:
    try:
        not_callable()
    except TypeError as e:
        print(type(e).__name__, e)
