# classes defined inside classes and functions
class Tree:
    class Node:
        def __init__(self, value, children=()):
            self.value = value
            self.children = list(children)
        def __repr__(self):
            if not self.children:
                return f"Node({self.value})"
            return f"Node({self.value}, {self.children})"
    def __init__(self, root):
        self.root = root
    def values(self):
        out = []
        stack = [self.root]
        while stack:
            n = stack.pop()
            out.append(n.value)
            stack.extend(reversed(n.children))
        return out
    def depth(self, node=None):
        node = node or self.root
        return 1 + max((self.depth(c) for c in node.children), default=0)
N = Tree.Node
t = Tree(N(1, [N(2, [N(4), N(5)]), N(3, [N(6, [N(7)])])]))
print(t.root)
print(t.values(), t.depth())
print(Tree.Node.__qualname__, Tree.Node.__name__, type(t.root).__qualname__)
def make_class(base_value):
    class Local:
        value = base_value
        def get(self):
            return self.value * 2
    return Local
A = make_class(10)
B = make_class("ab")
print(A().get(), B().get(), A.__qualname__, A is B)
class Outer:
    x = "outer x"
    class Inner:
        try:
            y = x
        except NameError as e:
            y = "NameError: " + str(e)
print(Outer.Inner.y)
class Config:
    class Defaults:
        timeout = 30
        retries = 3
    class Limits:
        max_size = 1024
    def get(self, name):
        for section in (self.Defaults, self.Limits):
            if hasattr(section, name):
                return getattr(section, name)
        raise KeyError(name)
cfg = Config()
print(cfg.get("timeout"), cfg.get("max_size"))
try:
    cfg.get("missing")
except KeyError as e:
    print(type(e).__name__, e)
def factory():
    classes = []
    for i in range(3):
        class C:
            idx = i
        classes.append(C)
    return classes
print([c.idx for c in factory()])
class LinkedList:
    class _Node:
        __slots__ = ("val", "next")
        def __init__(self, val, nxt=None):
            self.val, self.next = val, nxt
    def __init__(self, items):
        self.head = None
        for it in reversed(items):
            self.head = self._Node(it, self.head)
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev
        return self
ll = LinkedList([1, 2, 3, 4])
print(list(ll), list(ll.reverse()))
