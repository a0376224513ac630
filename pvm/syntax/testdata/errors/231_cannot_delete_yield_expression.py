del (yield)
