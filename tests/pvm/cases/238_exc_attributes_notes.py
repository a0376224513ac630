# exception attributes by type, notes, OSError subclasses, __str__/__repr__ methods, BaseException API
e = OSError(2, "No such file or directory", "data.txt")
print(type(e).__name__, e.errno, e.strerror, e.filename, e.args, str(e))
print(type(OSError(13, "denied")).__name__, type(OSError(999, "x")).__name__, type(OSError("plain")).__name__, str(OSError(1, 2)))
print(issubclass(FileNotFoundError, OSError), issubclass(ConnectionResetError, ConnectionError), IOError is OSError)
for cls in [FileExistsError, TimeoutError, PermissionError, BrokenPipeError, UnicodeTranslateError, StopAsyncIteration]:
    print(cls.__name__, [c.__name__ for c in cls.__mro__[1:-2]])
ie = ImportError("no module", name="pkg", path="/x")
print(ie.name, ie.path, ie.msg, str(ie), repr(ie))
ae = AttributeError("gone", name="attr", obj=42)
print(ae.name, ae.obj, AttributeError("x").name)
try:
    (1).missing
except AttributeError as err:
    print(err.name, err.obj, err)
try:
    undefined_name
except NameError as err:
    print(err.name, err)
print(SystemExit(3).code, SystemExit().code, SystemExit(1, 2).code, StopIteration(7).value)
print(str(SyntaxError("bad", ("mod.py", 4, 2, "x x", 4, 3))), SyntaxError("bad", ("mod.py", 4, 2, "x x", 4, 3)).offset)
print(str(UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 2, "invalid")), UnicodeEncodeError("ascii", "\u20ac", 0, 1, "no").object)
for bad in [lambda: ValueError(x=1), lambda: ImportError(bogus=1), lambda: UnicodeDecodeError("x"), lambda: KeyError(1).add_note()]:
    try:
        bad()
    except TypeError as err:
        print(type(err).__name__, err)
n = ValueError("bad input")
print(hasattr(n, "__notes__"))
n.add_note("while parsing line 3")
n.add_note("see docs")
print(n.__notes__, str(n), repr(n))
try:
    n.add_note(5)
except TypeError as err:
    print(err)
class Loud(Exception):
    def __str__(self):
        return "LOUD: " + super().__str__().upper()
    def __repr__(self):
        return "Loud<" + super().__repr__() + ">"
print(str(Loud("quiet")), repr(Loud("quiet")), Exception.__str__(Loud("a", "b")), BaseException.__repr__(KeyError("k")))
class Tagged(ValueError):
    def __init__(self, tag, *rest):
        super().__init__(*rest)
        self.tag = tag
t = Tagged("T1", "m1", "m2")
print(t.tag, t.args, str(t), repr(t))
class NoInit(KeyError):
    pass
print(str(NoInit("k")), repr(NoInit()), NoInit("a", "b").args)
e2 = BaseException.__new__(ValueError, "made", 1)
print(type(e2).__name__, e2.args)
def chained():
    try:
        {}["x"]
    except KeyError as inner:
        raise RuntimeError("wrapped") from inner
try:
    chained()
except RuntimeError as err:
    print(repr(err.__cause__), err.__suppress_context__, repr(err.__context__))
