# exception objects: args, str, repr, attributes on specific exception types
cases = [ValueError(), ValueError("msg"), ValueError("a", "b"), ValueError(1), ValueError(None), ValueError(""), ValueError(("t",)),
         KeyError("k"), KeyError(), KeyError(1, 2), KeyError(""), IndexError("i"), Exception([1, 2]), RuntimeError("x\ny"),
         StopIteration(5), StopIteration(), AssertionError("a", 1)]
for e in cases:
    print(type(e).__name__, e.args, repr(str(e)), repr(e))
s = StopIteration("v", 2)
print(s.value, s.args)
print(StopIteration().value)
try:
    {}["missing key"]
except KeyError as e:
    print(e.args, str(e), repr(e))
try:
    int("abc")
except ValueError as e:
    print(e.args, str(e))
try:
    [].pop()
except IndexError as e:
    print(e.args)
try:
    None.attr
except AttributeError as e:
    print(e.args, e.name, repr(e.obj))
try:
    undefined_variable
except NameError as e:
    print(e.args, e.name)
ud = UnicodeDecodeError("utf-8", b"ab\xffcd", 2, 3, "invalid start byte")
print(ud.encoding, ud.object, ud.start, ud.end, ud.reason, str(ud))
ue = UnicodeEncodeError("ascii", "aé", 1, 2, "ordinal not in range(128)")
print(ue.encoding, ue.object, ue.start, ue.end, str(ue))
ie = ImportError("cannot import", name="mod")
print(ie.name, ie.msg, ie.args)
e = ValueError("orig")
e.args = ("changed", 2)
print(str(e), repr(e))
e2 = Exception("x")
e2.custom = "attr"
print(e2.custom, e2.args)
print(str(OSError(2, "No such file")), OSError(2, "No such file").errno, OSError(2, "No such file").strerror)
print(repr(SyntaxError("bad syntax")), str(SyntaxError("bad")), SyntaxError("m", ("file.py", 3, 4, "x = (", 3, 5)).lineno)
