match x:
    case {'k': a, 'j': a}:
        pass
