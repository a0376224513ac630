try:
    try:
        pass
    except A:
        pass
    finally:
        pass
except B as b:
    try:
        raise
    except:
        pass
else:
    pass
