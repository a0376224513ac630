match x:
    case {'a' 'b': x, 'ab': y}:
        pass
