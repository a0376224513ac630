(x, y): int = 1
