match(x)
1 = 2
