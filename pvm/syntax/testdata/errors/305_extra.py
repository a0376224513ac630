class C:
    df m(se  lf):
        pass
