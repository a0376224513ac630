# an exception raised in finally replaces the original one
def cleanup_order():
    try:
        return "body"
    finally:
        print("cleanup_order finally")
print(cleanup_order())
def risky(n):
    try:
        print("risky body", n)
        if n > 1:
            raise ValueError("original problem")
        return n
    finally:
        print("finally for", n)
        if n > 2:
            raise KeyError("raised in finally")
print(risky(1))
try:
    risky(2)
except ValueError as e:
    print("handled", e)
risky(3)
print("unreachable")
