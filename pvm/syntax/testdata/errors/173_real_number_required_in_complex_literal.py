match x:
    case 1j + 1j:
        pass
