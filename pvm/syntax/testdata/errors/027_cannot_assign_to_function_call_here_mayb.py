if f() = 1: pass
