match x:
    case [a, b, a]:
        pass
