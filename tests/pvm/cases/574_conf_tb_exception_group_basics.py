# ExceptionGroup / BaseExceptionGroup: construction rules, subgroup/split/derive, boxed traceback.
def tryit(f):
    try:
        r = f()
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)
eg = ExceptionGroup("g", [ValueError(1), TypeError("t")])
print(repr(eg), str(eg), eg.args, eg.message, eg.exceptions, type(eg).__mro__)
print(isinstance(eg, Exception), isinstance(eg, BaseExceptionGroup), issubclass(ExceptionGroup, BaseExceptionGroup))
b = BaseExceptionGroup("b", [ValueError(2)])
print(type(b).__name__, repr(b))
b2 = BaseExceptionGroup("b2", [KeyboardInterrupt(), ValueError(3)])
print(type(b2).__name__, repr(b2), str(b2), isinstance(b2, Exception))
tryit(lambda: ExceptionGroup("x", [KeyboardInterrupt()]))
tryit(lambda: ExceptionGroup("x", []))
tryit(lambda: ExceptionGroup("x", [1]))
tryit(lambda: ExceptionGroup(1, [ValueError()]))
tryit(lambda: ExceptionGroup("x"))
tryit(lambda: ExceptionGroup("x", ValueError()))
tryit(lambda: ExceptionGroup("x", (ValueError(),)))
tryit(lambda: ExceptionGroup("x", [ValueError()], 3))
eg2 = ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), KeyError("k")])])
print(repr(eg2.subgroup(lambda e: isinstance(e, (TypeError, ValueError)))))
print(repr(eg2.split(TypeError)))
print(repr(eg2.split((KeyError, ValueError))))
print(eg2.subgroup(OSError), eg2.subgroup(ExceptionGroup) is eg2, eg2.split(Exception)[1])
tryit(lambda: eg2.subgroup(5))
tryit(lambda: eg2.subgroup((ValueError, 5)))
print(repr(eg2.derive([ValueError("d")])), repr(eg2.derive([KeyboardInterrupt()])))
class MyEG(ExceptionGroup):
    def derive(self, excs): return MyEG(self.message + "!", excs)
m = MyEG("mine", [ValueError(1), TypeError(2)])
print(repr(m), str(m), type(m.subgroup(ValueError)).__name__, repr(m.subgroup(ValueError)))
try:
    raise ExceptionGroup("caught", [ValueError("v")])
except ExceptionGroup as e:
    print("caught", e, e.exceptions[0])
try:
    raise ExceptionGroup("caught2", [ValueError("v")])
except Exception as e:
    print("as Exception", type(e).__name__)
def f():
    raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2)])])
try:
    f()
except ExceptionGroup as e:
    e.add_note("a note")
    raise
