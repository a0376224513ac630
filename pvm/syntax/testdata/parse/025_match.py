match x:
    case 1:
        pass
    case "a":
        pass
    case None:
        pass
    case True:
        pass
    case False:
        pass
    case -1:
        pass
    case 1 + 2j:
        pass
    case -1 - 2j:
        pass
    case 1.5:
        pass
    case b"x":
        pass
    case a.b:
        pass
    case a.b.c:
        pass
    case _:
        pass
match x:
    case [y]:
        pass
    case [a, b]:
        pass
    case (a, b):
        pass
    case a, b:
        pass
    case [a, *rest]:
        pass
    case [*_, last]:
        pass
    case []:
        pass
    case ():
        pass
    case (a) if a:
        pass
    case [a,]:
        pass
    case a,:
        pass
