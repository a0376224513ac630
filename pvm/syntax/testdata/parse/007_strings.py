'a'
"b"
'''c'''
"""d"""
'a' 'b'
'a' "b" '''c'''
''
""
'it''s'
"it's"
'say "hi"'
'both \' and "'
'\n\t\r\\'
'\x41\101\u0041\U00000041'
'\a\b\f\v\0'
'\777'
'\q'
r'\n'
R'\x'
u'unicode'
U'upper'
'\
continued'
"""multi
line
string"""
'''a\
b'''
'é'
'日本語'
'\u00e9'
'\U0001F600'
'😀'
'\x00\x1f\x7f\x80\xff'
'\u200b\u2028'
'\ud7ff'
'\ue000'
u'a' 'b'
'a' u'b'
