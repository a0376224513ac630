del a, 1
