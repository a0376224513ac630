try:
    pass
except E, F:
    pass
