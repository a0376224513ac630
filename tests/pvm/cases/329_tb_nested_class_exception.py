# uncaught exception whose class is nested in another class
class Vault:
    class LockedError(Exception):
        pass
    def __init__(self):
        self.locked = False
        self.items = []
    def put(self, item):
        if self.locked:
            raise Vault.LockedError(f"cannot put {item!r}: vault is locked")
        self.items.append(item)
        print("stored", item, self.items)
    def lock(self):
        self.locked = True
        print("locked")
v = Vault()
v.put("gold")
v.put("silver")
print(Vault.LockedError.__qualname__, Vault.LockedError.__name__)
v.lock()
v.put("bronze")
print("unreachable")
