f((x f((x o y),def 1)
