a, f() = x
