if x
