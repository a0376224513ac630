# Attributes of instances kept in their own dicts (set in another order
# than the class's first instance, more than sixteen, or after del), read
# and written in loops, while the dicts and the class change under them.

class Node:
    pass


def make(order):
    n = Node()
    for name in order:
        setattr(n, name, name.upper())
    return n


def reads():
    a = make('pq')
    b = make('qp')  # the other order: out of the shared layout
    c = make('abcdefghijklmnopqrs')  # too many for a layout
    for obj in (a, b, c, b, a):
        print(obj.p if hasattr(obj, 'p') else '-', obj.q if hasattr(obj, 'q') else '-')
    total = []
    for _ in range(3):
        total.append(c.s + c.a + b.q + b.p)
    print(total)


def writes():
    b = make('qp')
    for i in range(4):
        b.p = i
        b.q = b.p * 10
    print(b.p, b.q, sorted(vars(b).items()))
    b.__dict__.clear()
    b.q = 'again'
    b.p = 'fresh'
    print(b.p, b.q, list(vars(b)))
    del b.q
    for _ in range(2):
        try:
            print(b.q)
        except AttributeError as e:
            print('AttributeError', e)
        b.p = 'kept'
        print(b.p)
    vars(b)['q'] = 'via dict'
    print(b.q, b.p)


def class_changes():
    b = make('qp')
    seen = []
    for step in range(4):
        seen.append(b.p)
        b.p = 'stored %d' % step
        if step == 1:
            Node.p = property(lambda self: 'property', lambda self, v: seen.append('set ' + v))
    print(seen)
    del Node.p
    print(b.p, b.q)


def chains():
    root = Node()
    root.child = Node()
    root.child.value = 1
    root.child.extra = 2
    x = 0
    for i in range(5):
        x += root.child.value
        root.child.value = i
    print(x, root.child.value, root.child.extra)


reads()
writes()
class_changes()
chains()
