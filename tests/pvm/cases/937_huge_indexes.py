# indexes too big for a machine integer: IndexError for subscripts, OverflowError for list.insert/pop
l = [1, 2]
t = (1, 2)
s = "ab"
b = b"ab"
ba = bytearray(b"ab")
for name, f in [
    ("list get", lambda: l[2**63]), ("list neg", lambda: l[-2**63 - 1]), ("list big", lambda: l[10**20]),
    ("tuple get", lambda: t[2**63]), ("str get", lambda: s[2**64]), ("bytes get", lambda: b[2**63]),
    ("bytearray get", lambda: ba[2**63]), ("range get", lambda: range(5)[2**63]),
    ("list set", lambda: l.__setitem__(2**63, 0)), ("list del", lambda: l.__delitem__(2**63)),
    ("list ok", lambda: l[2**62]), ("list insert", lambda: l.insert(2**100, 0)), ("list pop", lambda: l.pop(2**100)),
]:
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__, e)
def setit():
    l[2**63] = 0
def delit():
    del l[2**63]
for f in (setit, delit):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(l)
for f in (lambda: l.insert("a", 1), lambda: l.pop("a"), lambda: l.insert(1.5, 1), lambda: l.pop(2.0), lambda: l.insert(True, 9), lambda: l.pop(-2**63)):
    try:
        print(f(), l)
    except Exception as e:
        print(type(e).__name__, e)
class I:
    def __index__(self): return 1
l.insert(I(), 7); print(l, l.pop(I()))
