# with statement: __enter__/__exit__ order, as-target, multiple managers
log = []
class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        log.append(f"enter {self.name}")
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        log.append(f"exit {self.name} {exc_type.__name__ if exc_type else None} {exc}")
        return self.suppress
with CM("a") as v:
    log.append(f"body {v}")
print(log)
log.clear()
with CM("outer") as o, CM("inner") as i:
    log.append(f"body {o} {i}")
print(log)
log.clear()
try:
    with CM("x"):
        raise ValueError("boom")
except ValueError as e:
    log.append(f"caught {e}")
print(log)
log.clear()
with CM("swallow", suppress=True):
    raise KeyError("hidden")
log.append("after suppressed")
print(log)
log.clear()
with CM("o1"), CM("o2", suppress=True), CM("o3"):
    raise RuntimeError("deep")
print(log)
log.clear()
def func():
    with CM("ret"):
        return "returned"
print(func(), log)
log.clear()
for i in range(3):
    with CM(f"loop{i}"):
        if i == 1:
            continue
        if i == 2:
            break
print(log)
class Resource:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit args types", [type(x).__name__ for x in a])
with Resource() as r:
    print(type(r).__name__)
class NoEnter:
    def __exit__(self, *a):
        pass
try:
    with NoEnter():
        pass
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
class NoExit:
    def __enter__(self):
        return self
try:
    with NoExit():
        pass
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
with CM("ab") as (a, b):
    pass
print(a, b)
