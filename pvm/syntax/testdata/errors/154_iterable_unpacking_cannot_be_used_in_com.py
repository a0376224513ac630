print(*a for a in b)
