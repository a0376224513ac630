del *x, y
