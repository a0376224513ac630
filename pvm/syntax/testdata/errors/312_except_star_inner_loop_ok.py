try:
    pass
except* ValueError:
    for i in x:
        break
    def g():
        return 1
else:
    while x:
        break
finally:
    pass
break
