match command.split():
    case [action]:
        pass
    case [action, obj]:
        pass
    case Point(x=0, y=0):
        print("Origin")
    case Point(x, y):
        pass
    case Point(1, 2, z=3):
        pass
    case Point():
        pass
    case a.b.C(x):
        pass
    case {"a": 1, "b": b}:
        pass
    case {"a": 1, **rest}:
        pass
    case {}:
        pass
    case {1: _, a.b: c,}:
        pass
    case {**rest}:
        pass
    case 1 | 2 | 3:
        pass
    case [1, 2] | [3, 4]:
        pass
    case (1 | 2) as x:
        pass
    case [a, b] as whole:
        pass
    case x if x > 0:
        pass
    case _ if cond:
        pass
    case str() | bytes():
        pass
    case {None: x, True: y, False: z, -1: w, 1+1j: v, "s" "t": u}:
        pass
    case [Point(x=0) as p, *others] if others:
        pass
match (a, b):
    case (1, 2): pass
match a, b:
    case 1, 2: pass
match *a, b:
    case _: pass
match x,:
    case _: pass
match -x:
    case _: pass
match [x]:
    case _: pass
