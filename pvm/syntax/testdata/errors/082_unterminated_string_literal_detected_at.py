1 = 2
x = "abc
