b'a'
B"b"
br'\n'
Rb'\x'
rB'x'
b'\x00\xff\n\t\\'
b'a' b'b'
b''
b"it's"
b'\777'
b'\q'
b'\u1234'
b'''multi
line'''
b'"'
b'\''
