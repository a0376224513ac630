# copy.copy and copy.deepcopy, __copy__ and __deepcopy__ hooks
import copy
data = {"list": [1, [2, 3]], "tuple": (4, [5]), "str": "s", "nested": {"k": {"deep": [6]}}}
sh = copy.copy(data)
dp = copy.deepcopy(data)
data["list"][1].append("x")
data["tuple"][1].append("y")
data["nested"]["k"]["deep"].append("z")
print(sh)
print(dp)
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f"Node({self.val}, {self.children})"
tree = Node(1, [Node(2), Node(3, [Node(4)])])
t_sh = copy.copy(tree)
t_dp = copy.deepcopy(tree)
tree.children[1].val = "changed"
print(t_sh, t_dp, t_sh.children is tree.children, t_dp.children is tree.children)
class Custom:
    def __init__(self, v):
        self.v = v
        self.cache = {"computed": v * 2}
    def __copy__(self):
        print("  __copy__ called")
        new = Custom.__new__(Custom)
        new.v = self.v
        new.cache = {}
        return new
    def __deepcopy__(self, memo):
        print("  __deepcopy__ called, memo size", len(memo))
        return Custom(copy.deepcopy(self.v, memo))
c = Custom([1, 2])
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
print(c2.v is c.v, c2.cache, c3.v is c.v, c3.v, c3.cache)
shared = [1]
obj = {"a": shared, "b": shared}
cp = copy.deepcopy(obj)
print(cp["a"] is cp["b"], cp["a"] is shared)
loop = [1]
loop.append(loop)
lc = copy.deepcopy(loop)
print(lc[1] is lc, lc)
print(copy.copy(5), copy.copy("s"), copy.copy((1, 2)), copy.deepcopy((1, 2)), copy.copy(None), copy.deepcopy(range(3)))
print(copy.copy(len) is len, copy.deepcopy(Node) is Node)
s = [bytearray(b"ab")]
sc = copy.deepcopy(s)
sc[0][0] = 0
print(s, sc)
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = [1]
        self.b = "x"
sl = copy.deepcopy(Slotted())
print(sl.a, sl.b)
from collections import OrderedDict, defaultdict, deque, Counter
print(copy.deepcopy(OrderedDict(a=[1])), copy.copy(deque([1, 2], maxlen=3)), copy.deepcopy(Counter("aab")), dict(copy.deepcopy(defaultdict(list, {"k": [1]}))))
