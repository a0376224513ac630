f(a for a in b for c in d, e)
