# try/except* (PEP 654): splitting groups by type, naked exceptions wrapped,
# re-raised parts keeping the group's structure, new exceptions grouped with them.
def show(label, f):
    try:
        f()
        print(label, "-> no exception")
    except BaseException as e:
        print(label, "->", type(e).__name__, repr(e))

def basic():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3), KeyError(4)])
    except* ValueError as eg:
        print("ValueError part:", repr(eg))
    except* TypeError as eg:
        print("TypeError part:", repr(eg))
show("basic", basic)

def naked():
    try:
        raise ValueError("solo")
    except* ValueError as eg:
        print("wrapped:", repr(eg), repr(eg.exceptions[0]))
show("naked", naked)

def naked_unmatched():
    try:
        raise KeyError("k")
    except* ValueError:
        print("not here")
show("naked_unmatched", naked_unmatched)

def reraise():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
show("reraise", reraise)

def new_exc():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise RuntimeError("new")
show("new_exc", new_exc)

def naked_reraise():
    try:
        raise ValueError("v")
    except* ValueError:
        raise
show("naked_reraise", naked_reraise)

def nested():
    try:
        raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), ValueError(3)])])
    except* ValueError as eg:
        print("values:", repr(eg))
    except* TypeError as eg:
        print("types:", repr(eg))
        raise
show("nested", nested)

def tuple_types():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* (ValueError, TypeError) as eg:
        print("tuple:", repr(eg))
show("tuple_types", tuple_types)

def bad_type():
    try:
        raise ValueError()
    except* ExceptionGroup:
        pass
show("bad_type", bad_type)

def bad_type2():
    try:
        raise ValueError()
    except* int:
        pass
show("bad_type2", bad_type2)

def notes():
    eg = ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    eg.add_note("a note")
    try:
        raise eg
    except* ValueError as m:
        print("note kept:", m.__notes__)
show("notes", notes)
def exc_info_ctx():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        try:
            raise KeyError("inner")
        except KeyError as k:
            print("context:", repr(k.__context__))
show("ctx", exc_info_ctx)
def multi_raise():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError:
        raise RuntimeError("r1")
    except* TypeError:
        raise
show("multi", multi_raise)
try:
    multi_raise()
except ExceptionGroup as e:
    print([repr(x) for x in e.exceptions], repr(e.exceptions[1].exceptions))
