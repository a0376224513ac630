g = (
    x
    foror x x in y
)
