nonlocal x, y
