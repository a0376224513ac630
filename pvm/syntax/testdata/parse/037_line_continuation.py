x = 1 + \
    2
if a and \
   b:
    pass
assert x, \
    "msg"
y = [1,
     2]
def f(a,
      b):
    return a + \
        b
z = 'a' \
    'b'
w = \
    3
