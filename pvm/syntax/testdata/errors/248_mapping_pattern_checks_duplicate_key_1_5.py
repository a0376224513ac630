match x:
    case {1.5: a, 1.5: b}:
        pass
