for i in x:
    try:
        pass
    except* ValueError:
        continue
