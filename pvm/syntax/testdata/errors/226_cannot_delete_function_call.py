del x, (y, f())
