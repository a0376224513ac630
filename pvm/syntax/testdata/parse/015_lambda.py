lambda: 0
lambda x: x
lambda x, y: x + y
lambda x=1: x
lambda x, y=2: x
lambda *args: args
lambda **kw: kw
lambda *a, **k: 0
lambda x, *, y: 0
lambda x, *, y=1, z: 0
lambda x, /: x
lambda x, /, y: 0
lambda x=1, /, y=2: 0
lambda *, a: a
lambda: (yield)
lambda x: lambda y: x + y
f = lambda: 0
(lambda: 0)()
lambda x, y=1, *args, z, w=2, **kw: 0
