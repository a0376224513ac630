[a, b c]
