try:
    pass
else:
    pass
