# string module: constants, capwords, Template, Formatter
import string
print(repr(string.ascii_letters), repr(string.ascii_lowercase), repr(string.ascii_uppercase))
print(repr(string.digits), repr(string.hexdigits), repr(string.octdigits), repr(string.punctuation))
print(repr(string.whitespace), len(string.printable), repr(string.printable[-10:]))
print(string.capwords("hello   big  world"), string.capwords("a-b c-d", "-"), string.capwords(" leading and trailing "))
t = string.Template("$who likes $what; ${who}s friend pays $$5")
print(t.substitute(who="tim", what="kung pao"), t.substitute({"who": "ann", "what": "tea"}))
print(t.safe_substitute(who="bob"), t.template)
try:
    t.substitute(who="x")
except KeyError as e:
    print(type(e).__name__, e)
try:
    string.Template("bad $").substitute()
except ValueError as e:
    print(type(e).__name__, e)
print(string.Template("$a$b").substitute(a=1, b=2.5), string.Template("${a}x").safe_substitute())
print(string.Template("$x").substitute({"x": "dict"}, x="kw wins"))
f = string.Formatter()
print(f.format("{0} + {1} = {2:.1f}", 1, 2, 3.0), f.format("{name:>6}|", name="r"))
print(list(f.parse("a{0}b{x!r:>4}c")), f.vformat("{a}{b}", (), {"a": 1, "b": 2}))
def is_hex(s):
    return bool(s) and all(c in string.hexdigits for c in s)
print(is_hex("deadBEEF"), is_hex("xyz"), is_hex(""))
def make_id(n, alphabet=string.ascii_lowercase + string.digits):
    out = []
    base = len(alphabet)
    while True:
        n, r = divmod(n, base)
        out.append(alphabet[r])
        if n == 0:
            break
    return "".join(reversed(out))
print([make_id(n) for n in [0, 35, 36, 1295, 10 ** 12]])
table = str.maketrans("", "", string.punctuation)
print("Hello, World! (test) #1...".translate(table))
print(sum(c in string.whitespace for c in "a b\tc\nd"), [c for c in "a1!B" if c in string.ascii_uppercase + string.digits])
