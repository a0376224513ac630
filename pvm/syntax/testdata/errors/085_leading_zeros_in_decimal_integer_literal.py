a b
x = 0777
