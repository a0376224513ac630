x = 1
y = 2
def f():
        return 1
