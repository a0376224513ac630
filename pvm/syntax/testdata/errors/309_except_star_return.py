def f():
    try:
        pass
    except* ValueError:
        return f(1)
