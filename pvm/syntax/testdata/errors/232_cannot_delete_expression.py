del -x
