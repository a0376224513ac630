import copy
orig = {'nums': [1, 2, [3, 4]], 'meta': {'tags': ('a', ['b'])}, 'n': 5}
shallow = copy.copy(orig)
deep = copy.deepcopy(orig)
orig['nums'][2].append(99)
orig['meta']['tags'][1].append('c')
orig['n'] = 6
print(shallow)
print(deep)
print(shallow['nums'] is orig['nums'], deep['nums'] is orig['nums'], deep['meta']['tags'][0] is orig['meta']['tags'][0])
shared = [1, 2]
pair = [shared, shared]
dp = copy.deepcopy(pair)
print(dp[0] is dp[1], dp[0] is shared)
loop = [1]
loop.append(loop)
cl = copy.deepcopy(loop)
print(cl[1] is cl, cl is loop, cl)
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []
    def __repr__(self):
        return f'Node({self.val}, {self.children})'
tree = Node(1, [Node(2), Node(3, [Node(4)])])
t2 = copy.deepcopy(tree)
t2.children[1].children[0].val = 40
t3 = copy.copy(tree)
t3.val = 100
t3.children.append(Node(5))
print(tree)
print(t2)
print(t3)
class Custom:
    def __init__(self, data):
        self.data = data
    def __copy__(self):
        print('custom __copy__')
        return Custom(self.data)
    def __deepcopy__(self, memo):
        print('custom __deepcopy__')
        return Custom(copy.deepcopy(self.data, memo))
c = Custom([1, [2]])
c2, c3 = copy.copy(c), copy.deepcopy(c)
print(c2.data is c.data, c3.data is c.data, c3.data == c.data)
print(copy.copy(5), copy.deepcopy('s'), copy.copy((1, [2])), copy.deepcopy((1, 2)), copy.copy([1, 2]) == [1, 2], copy.deepcopy(None))
from dataclasses import dataclass, field
@dataclass
class Cfg:
    name: str
    opts: dict = field(default_factory=dict)
a = Cfg('x', {'k': [1]})
b = copy.deepcopy(a)
b.opts['k'].append(2)
print(a, b, a == copy.copy(a))
t = (1, [2])
t_shallow = copy.copy(t)
t_deep = copy.deepcopy(t)
print(t_shallow is t, t_deep is t, t_deep == t)
