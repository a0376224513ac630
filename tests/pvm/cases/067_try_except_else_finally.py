# try/except/else/finally flow in all combinations
def run(action):
    trail = []
    try:
        trail.append("try")
        if action == "value":
            raise ValueError("v")
        if action == "key":
            raise KeyError("k")
        if action == "type":
            raise TypeError("t")
        trail.append("try-end")
    except ValueError as e:
        trail.append(f"except ValueError {e}")
    except (KeyError, IndexError) as e:
        trail.append(f"except tuple {type(e).__name__} {e}")
    else:
        trail.append("else")
    finally:
        trail.append("finally")
    return trail
for a in ["none", "value", "key"]:
    print(a, run(a))
try:
    run("type")
except TypeError as e:
    print("TypeError escaped after finally:", e)
def order():
    try:
        try:
            raise IndexError("inner")
        except KeyError:
            print("wrong handler")
        finally:
            print("inner finally")
    except LookupError as e:
        print("outer caught LookupError subclass:", type(e).__name__, e)
order()
try:
    raise ZeroDivisionError("zd")
except ArithmeticError as e:
    print("caught via base class", type(e).__name__, isinstance(e, ArithmeticError))
try:
    [][0]
except Exception as e:
    print("Exception catches", type(e).__name__, e)
try:
    {}["missing"]
except KeyError as e:
    print(repr(e), e.args, str(e))
def bare():
    try:
        int("x")
    except:
        return "bare except caught"
print(bare())
def reraise():
    try:
        1 / 0
    except ZeroDivisionError:
        print("handling, then re-raising")
        raise
try:
    reraise()
except ZeroDivisionError as e:
    print("re-raised:", e)
e = "before"
try:
    raise ValueError("x")
except ValueError as e:
    pass
try:
    print(e)
except NameError as err:
    print(type(err).__name__, err)
def else_exception():
    try:
        pass
    except ValueError:
        return "not here"
    else:
        raise ValueError("from else")
try:
    else_exception()
except ValueError as e:
    print("else raised:", e)
def handler_raises():
    try:
        raise KeyError("first")
    except KeyError:
        raise ValueError("second")
try:
    handler_raises()
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
