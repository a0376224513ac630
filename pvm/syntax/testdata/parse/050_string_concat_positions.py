x = ("abc"
     "def"
     "ghi")
y = ('a'
     f'{b}'
     'c')
z = f'{a}' \
    f'{b}'
w = (b'a'
     b'b')
v = """triple
""" "single"
