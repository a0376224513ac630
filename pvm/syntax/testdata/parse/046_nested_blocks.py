def a():
    def b():
        def c():
            if x:
                for i in y:
                    while z:
                        try:
                            with w:
                                pass
                        except E:
                            pass
            return c
        return b
    return a
class A:
    class B:
        class C:
            def m(self):
                return [[[i for i in j] for j in k] for k in l]
