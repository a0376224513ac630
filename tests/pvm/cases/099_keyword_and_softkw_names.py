# soft keywords and builtin names are usable as identifiers
match = "match as a name"
case = 5
_ = "underscore"
type_ = type(1)
print(match, case, _, type_)
def print_all(list, dict=None, str="s"):
    return list, dict, str
print(print_all([1], {"a": 1}))
class Obj:
    def __init__(self):
        self.class_ = "trailing underscore"
        self.type = "attribute named type"
        self.print = "attribute named print"
        self.match = "attribute named match"
o = Obj()
print(o.class_, o.type, o.print, o.match)
d = dict(match=1, case=2, type=3, lambda_=4)
print(d)
def f(*, match, case=0):
    return match + case
print(f(match=10), f(match=1, case=2))
for match in range(2):
    print("loop var match", match)
def _private():
    return "single underscore function"
print(_private())
__dunder_var__ = "module dunder-ish name"
print(__dunder_var__)
ñame = "unicode identifier"
π = 3.14159
变量 = "chinese identifier"
print(ñame, π, 变量)
class Ünicode:
    wert = 1
print(Ünicode.__name__, Ünicode.wert)
print("ñame".isidentifier(), "1abc".isidentifier(), "_".isidentifier(), "match".isidentifier())
list_ = list
list = "shadowed list"
print(list, list_("ab"))
del list
print(list("xy"))
id_value = 7
print(id_value)
