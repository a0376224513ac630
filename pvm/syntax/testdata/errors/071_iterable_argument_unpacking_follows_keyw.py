f(**k, *a, b)
