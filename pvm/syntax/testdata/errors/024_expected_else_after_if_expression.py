[a if b for a in c]
