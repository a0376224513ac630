@dec
def f(): pass

@dec.attr
@dec2(arg)
@dec3(a)(b)[c]
def g(): pass

@decorator
class C: pass

@a
@b
class D(E): pass

@x := y
def h(): pass

@ (lambda f: f)
def i(): pass

@dec
async def j(): pass
