# except*: raise e versus a bare raise, loops and generators in clauses, the
# clause name deleted, BaseExceptionGroup, finally, derive() of a subclass.
def show(label, f):
    try:
        r = f()
        print(label, "-> returned", r)
    except BaseException as e:
        print(label, "->", type(e).__name__, repr(e))
def raise_e():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
show("raise_e", raise_e)
def loop_inside():
    out = []
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        for i in range(5):
            if i == 2:
                break
            out.append(i)
    return out
show("loop", loop_inside)
def name_deleted2():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as err:
        pass
    try:
        return err
    except NameError as e:
        return str(e)
show("name", name_deleted2)
def gen():
    try:
        yield 1
        raise ExceptionGroup("g", [KeyError("a"), ValueError("b")])
    except* KeyError as k:
        yield repr(k)
    except* ValueError as v:
        yield repr(v)
show("gen", lambda: list(gen()))
def inner_try():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        try:
            raise KeyError("x")
        except KeyError:
            print("inner handled")
    except* TypeError as t:
        print("t", repr(t))
show("inner_try", inner_try)
def base_exc():
    try:
        raise BaseExceptionGroup("beg", [KeyboardInterrupt(), ValueError(1)])
    except* ValueError as v:
        print("v", repr(v))
show("base", base_exc)
def in_finally():
    try:
        try:
            raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
        except* ValueError:
            print("handled V")
        finally:
            print("finally")
    except ExceptionGroup as e:
        print("outer caught", repr(e))
show("in_finally", in_finally)
def all_handled_rest_none():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        pass
    except* TypeError:
        print("never")
    return "ok"
show("rest_none", all_handled_rest_none)
def subclass_group():
    class MyEG(ExceptionGroup):
        def derive(self, excs):
            return MyEG(self.message + "!", excs)
    try:
        raise MyEG("mine", [ValueError(1), TypeError(2)])
    except* ValueError as v:
        print("v", type(v).__name__, repr(v))
show("subclass", subclass_group)
def cause_in_handler():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as v:
        raise RuntimeError("wrapped") from v
show("cause", cause_in_handler)
