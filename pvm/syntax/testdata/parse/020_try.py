try:
    pass
except:
    pass
try:
    a
except E:
    b
try:
    a
except E as e:
    b
except (A, B) as e:
    c
except C:
    d
else:
    e
finally:
    f
try:
    pass
finally:
    pass
try:
    a
except* ValueError:
    b
except* (TypeError, KeyError) as eg:
    c
try:
    x
except E:
    raise
except F as f:
    raise G from f
except H:
    raise G() from None
