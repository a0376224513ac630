while x:
    def f():
        break
