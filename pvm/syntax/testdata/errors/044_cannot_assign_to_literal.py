[x for 1 in y]
