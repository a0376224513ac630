match x:
    case x.y as 1:
        pass
