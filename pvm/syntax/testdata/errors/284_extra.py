print x(a b)
