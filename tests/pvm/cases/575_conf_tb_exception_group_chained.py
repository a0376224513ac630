# A traceback through chained exception groups whose members were raised.
def task(n):
    if n % 2:
        raise ValueError(f"odd {n}")
    raise KeyError(n)
errors = []
for i in range(3):
    try:
        task(i)
    except Exception as e:
        errors.append(e)
try:
    try:
        raise RuntimeError("first")
    except RuntimeError as r:
        raise ExceptionGroup("batch", errors) from r
except ExceptionGroup as g:
    print(len(g.exceptions), g.__cause__)
    big = ExceptionGroup("many", [ValueError(i) for i in range(17)])
    print(str(big))
    raise ExceptionGroup("top", [g, BaseExceptionGroup("b", [TypeError("t")])])
