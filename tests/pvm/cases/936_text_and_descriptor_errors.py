# str() through a __repr__ that returns a non-str, descriptors missing
# __set__ or __delete__, async for over a list display
class R:
    def __repr__(self):
        return 5
for f in (str, repr, lambda o: f"{o}", lambda o: "%s" % o, lambda o: "%r" % o, format, print):
    try:
        f(R())
    except TypeError as e:
        print(e)
class E(Exception):
    def __repr__(self):
        return "E!"
class Q:
    def __repr__(self):
        return "Q()"
class S(str):
    def __repr__(self):
        return 7
print(str(E("a")), repr(E("a")), str(Q()), f"{Q()}", [Q()], str(S("s")))

class GetDel:
    def __get__(self, o, t=None):
        return "got"
    def __delete__(self, o):
        print("deleted")
class GetSet:
    def __get__(self, o, t=None):
        return "got"
    def __set__(self, o, v):
        print("set", v)
class C:
    gd = GetDel()
    gs = GetSet()
c = C()
print(c.gd, c.gs)
del c.gd
c.gs = 1
for action in ("set gd", "del gs"):
    try:
        if action == "set gd":
            c.gd = 5
        else:
            del c.gs
    except AttributeError as e:
        print(action, repr(e))
print(vars(c))

async def walk(items):
    out = []
    async for x in items:
        out.append(x)
    return out
async def literal():
    async for x in [1, 2]:
        pass
for coro in (literal(), walk([1]), walk((1,)), walk("ab")):
    try:
        coro.send(None)
    except TypeError as e:
        print(e)
