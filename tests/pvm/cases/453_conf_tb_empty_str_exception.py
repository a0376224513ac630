class Quiet(Exception):
    def __str__(self):
        return ""

class Loud(Exception):
    def __str__(self):
        return f"LOUD({', '.join(map(str, self.args))})"

def check(v):
    if v < 0:
        raise Loud(v, "negative")
    if v == 0:
        raise Quiet("zero")
    return v * 2

for v in [3, -1, 0, 5]:
    try:
        print(v, check(v))
    except Loud as e:
        print(v, "loud:", e, e.args)
    except Quiet as e:
        print(v, "quiet:", repr(str(e)), e.args, repr(e))
print(str(Quiet()), repr(Loud()), str(Loud(1, 2)))
try:
    raise KeyError(("a", 1))
except KeyError as e:
    print("KeyError:", e)
values = [10, 20, 30]
print([check(v) for v in values])
print(len(values))
print(values[-1])
check(0)
