for x in y:
    pass
else:
    continue
