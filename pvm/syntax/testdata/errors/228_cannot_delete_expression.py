del (x + 1)
