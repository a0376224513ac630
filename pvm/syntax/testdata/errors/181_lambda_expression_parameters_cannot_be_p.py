lambda (a): 0
