del lambda: 0
