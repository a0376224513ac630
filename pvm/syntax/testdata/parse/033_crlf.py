x = 1
y = 2
if x:
    z = 3
