class C(x for x in y, object): pass
