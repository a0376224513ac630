while oft f'{:x}'> 0:
    pass
