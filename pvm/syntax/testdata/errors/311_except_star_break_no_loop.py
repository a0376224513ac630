try:
    pass
except* ValueError:
    break
