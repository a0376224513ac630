foo x(a b)
