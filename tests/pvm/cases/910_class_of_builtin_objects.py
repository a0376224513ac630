# __class__ of built-in objects: generators, coroutines, async generators,
# iterators, views, descriptors and the awaitables of async generators.
async def co(): pass
async def ag(): yield
import itertools, collections
c = co()
objs = [(x for x in []), c, ag(), iter([]), iter(()), iter(""), iter({}), {}.keys(), {}.items(), iter(range(2)), reversed([]), enumerate([]), zip(), map(len, []), filter(None, []), itertools.count(), collections.deque(), len, [].append, print, range(1), slice(1), None, NotImplemented, Ellipsis, type, object(), ag().__anext__(), c.__await__(), property(), staticmethod(len), classmethod(len)]
for o in objs:
    try:
        print(o.__class__.__name__, type(o).__name__ == o.__class__.__name__)
    except AttributeError as e:
        print("ERR", type(o).__name__, e)
c.close()
gen = (i for i in range(3))
print(gen.__class__ is type(gen), gen.__class__.__name__, gen.__name__, gen.gi_running)
a = ag()
print(a.__class__.__name__, a.ag_running, a.ag_await, a.__qualname__)
sm = staticmethod(len)
print(sm.__class__.__name__, sm.__func__ is len, classmethod(len).__class__.__name__)
for o in objs[:3]:
    print(isinstance(o, o.__class__), o.__class__.__class__.__name__)
