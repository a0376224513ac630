a if b else c = d
