match x:
    case 1 | a:
        pass
