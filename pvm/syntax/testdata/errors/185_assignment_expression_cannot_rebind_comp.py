[i := 0 for i in x]
