for x + 1 in y: pass
