match -x
ma$tch * y
