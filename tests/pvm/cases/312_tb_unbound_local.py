# uncaught UnboundLocalError: a local assigned later in the function
counter = 0
def increment_ok():
    global counter
    counter += 1
    return counter
def increment_bad():
    print("about to read counter")
    counter += 1
    return counter
def reads_global():
    return counter
print("reads global fine:", reads_global())
print(increment_ok(), increment_ok())
def uses_shadow(flag):
    if flag:
        value = "set"
    return value
print(uses_shadow(True))
increment_bad()
print("unreachable")
