__debug__: int = 1
