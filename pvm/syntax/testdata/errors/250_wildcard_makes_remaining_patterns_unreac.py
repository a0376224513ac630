match x:
    case _ if x:
        pass
    case _:
        pass
    case 1:
        pass
