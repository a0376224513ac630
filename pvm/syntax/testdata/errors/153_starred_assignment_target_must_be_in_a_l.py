*a = b
