print x, y
