del [x, 1]
