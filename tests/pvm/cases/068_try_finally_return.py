# finally with return/break/continue overriding control flow
def f1():
    try:
        return "try"
    finally:
        print("  f1 finally")
print(f1())
def f2():
    try:
        return "try"
    finally:
        return "finally wins"
print(f2())
def f3():
    try:
        raise ValueError("lost")
    finally:
        return "exception swallowed by finally return"
print(f3())
def f4():
    x = 1
    try:
        return x
    finally:
        x = 2
print(f4())
def f5():
    lst = [1]
    try:
        return lst
    finally:
        lst.append(2)
print(f5())
def f6():
    for i in range(5):
        try:
            if i == 2:
                return i
        finally:
            if i == 2:
                continue
    return "loop ended"
print(f6())
def f7():
    while True:
        try:
            raise KeyError("k")
        finally:
            break
    return "break in finally swallowed"
print(f7())
def f8():
    try:
        try:
            return "inner"
        finally:
            print("  inner finally")
    finally:
        print("  outer finally")
print(f8())
def f9(n):
    try:
        if n == 0:
            raise ValueError
        return n
    except ValueError:
        return "except"
    else:
        return "else never reached by return"
    finally:
        print("  f9 finally", n)
print(f9(0), f9(1))
def f10():
    count = 0
    try:
        for i in range(3):
            try:
                count += 1
                if i == 1:
                    raise RuntimeError("mid")
            finally:
                count += 10
    except RuntimeError:
        count += 100
    finally:
        count += 1000
    return count
print(f10())
def f11():
    try:
        raise ValueError("a")
    finally:
        print("  finally while exception pending")
try:
    f11()
except ValueError as e:
    print("propagated", e)
def f12():
    try:
        raise ValueError("original")
    finally:
        raise KeyError("from finally")
try:
    f12()
except KeyError as e:
    print(repr(e), "context:", repr(e.__context__))
