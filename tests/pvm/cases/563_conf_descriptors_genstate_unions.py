# Descriptor and introspection corners: classmethod over property and
# custom descriptors, generator/coroutine state attributes, typing unions.
from typing import Union, Optional
import typing

class Ctr:
    count = 3
    @classmethod
    @property
    def doubled(cls): return cls.count * 2
class Sub(Ctr):
    count = 10
print(Ctr.doubled, Ctr().doubled, Sub.doubled, Sub().doubled)

class Desc:
    def __get__(self, obj, typ=None):
        return ("desc", obj.__name__ if isinstance(obj, type) else obj, typ.__name__)
class U:
    d = classmethod(Desc())
class U2(U): pass
print(U.d, U().d, U2.d)

class CallableObj:
    def __call__(self, *a): return [type(x).__name__ for x in a]
class V:
    c = classmethod(CallableObj())
print(V.c(), V().c(1))

def gen():
    print("inside, running:", me.gi_running)
    yield 1
    yield from sub()
def sub():
    yield "s"
me = gen()
print(me.gi_running, me.gi_yieldfrom)
print(next(me), me.gi_running, me.gi_yieldfrom)
print(next(me), me.gi_yieldfrom.__name__)
print(list(me), me.gi_running, me.gi_yieldfrom)

class Aw:
    def __await__(self):
        yield "tick"
        return 5
async def co():
    return await Aw()
c = co()
print(c.cr_running, c.cr_await, c.send(None), type(c.cr_await).__name__)
try:
    c.send(None)
except StopIteration as e:
    print("done", e.value, c.cr_await)
print(hasattr(c, "gi_running"), hasattr(me, "cr_running"))

print(Union[int, str] == Union[str, int], Union[int, str] == (int | str), (str | int) == Union[int, str])
print(Optional[int] == (int | None), Union[int, str] == Union[int, str, int], Union[int, str] != Union[int, bytes])
print(hash(Union[int, str]) == hash(int | str), {int | str: "found"}[Union[str, int]])
print(typing.get_args(Union[int, str]), typing.get_origin(Optional[int]), Union[int, None])
