lambda: a if b
