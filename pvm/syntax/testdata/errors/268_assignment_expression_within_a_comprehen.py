class C:
    x = [(y := 2) for z in w]
