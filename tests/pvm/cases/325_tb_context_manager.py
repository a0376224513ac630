# uncaught exception raised by __exit__ while the body raised another
class Transaction:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("begin", self.name)
        return self
    def __exit__(self, et, ev, tb):
        if et is None:
            print("commit", self.name)
            return False
        print("rollback", self.name, "because", repr(ev))
        if self.name == "fragile":
            raise RuntimeError(f"rollback of {self.name} failed")
        return False
with Transaction("first"):
    print("work ok")
try:
    with Transaction("second"):
        raise ValueError("work failed")
except ValueError as e:
    print("handled", e)
with Transaction("fragile"):
    raise ValueError("work failed again")
print("unreachable")
