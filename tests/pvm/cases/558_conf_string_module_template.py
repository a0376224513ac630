import string
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(string.punctuation, repr(string.whitespace), string.ascii_uppercase[:5], len(string.printable))
t = string.Template('Dear $name, you owe $$${amount}. -- ${sender}_team')
print(t.substitute(name='Ann', amount='10.50', sender='ops'))
print(t.safe_substitute(name='Bob'))
print(t.substitute({'name': 'C', 'amount': 1, 'sender': 'x'}, name='Override'))
for tmpl, kw in [('$missing', {}), ('$', {}), ('${unclosed', {'unclosed': 1}), ('$1abc', {})]:
    try:
        print(string.Template(tmpl).substitute(**kw))
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(string.Template('$a$b').template, string.Template('x').get_identifiers(), string.Template('$a ${b} $a').get_identifiers())
print(string.capwords('hello   wide world'), string.capwords('a-b c-d', '-'), string.capwords(''))
fmt = string.Formatter()
print(fmt.format('{0:>5}|{name:^7}|{1!r}', 'a', 'b', name='mid'))
print([(lit, field, spec, conv) for lit, field, spec, conv in fmt.parse('x{0} y{a.b!s:>3} {{z}}')])
table = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[13:] + string.ascii_lowercase[:13])
msg = 'hello world'.translate(table)
print(msg, msg.translate(table))
print(''.join(c for c in 'a1-b2_c3!' if c in string.ascii_letters + string.digits), sum(c in string.punctuation for c in 'Hi! How? ok.'))
for t in ['$a ${b} $a $$ $c', '$', 'x $1 y', '${a', 'plain', '$a$b${c}d', '$$a', 'a$ b', '${_x1} $é']:
    T = string.Template(t)
    print(repr(t), T.get_identifiers(), T.is_valid())
class P(string.Template):
    delimiter = '%'
print(P('%a %% %{b} $c %').get_identifiers(), P('%a').is_valid(), P('% x').is_valid())
