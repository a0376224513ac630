# uncaught exception with an empty message
print(repr(Exception()), str(ValueError()), repr(KeyError()), ValueError().args)
try:
    raise Exception()
except Exception as e:
    print("handled empty", repr(e), str(e) == "")
class Fatal(Exception):
    pass
def stage(n):
    print("stage", n)
    if n == 3:
        raise Fatal()
    return n * 2
results = []
class Detailed(Fatal):
    pass
print(issubclass(Detailed, Fatal), repr(Detailed("d")))
for i in range(1, 6):
    results.append(stage(i))
    print("results", results)
print("unreachable")
