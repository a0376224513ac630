# repr of self-referential and deeply nested containers
a = [1, 2]
a.append(a)
print(a, repr(a), str(a), len(a))
b = {"k": 1}
b["me"] = b
print(b)
c = [[]]
c[0].append(c)
print(c)
d = {"list": []}
d["list"].append(d)
print(d)
t = ([],)
t[0].append(t)
print(t)
x = [1]
y = [x, x]
print(y, y[0] is y[1])
y[0].append(2)
print(y)
deep = []
cur = deep
for i in range(20):
    nxt = [i]
    cur.append(nxt)
    cur = nxt
print(deep)
nested_dicts = {}
cur = nested_dicts
for ch in "abcde":
    cur[ch] = {}
    cur = cur[ch]
print(nested_dicts)
class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
    def __repr__(self):
        return f"Node({self.name!r}, {self.children!r})"
root = Node("root")
root.children.append(Node("child"))
root.children[0].children.append(Node("leaf"))
print(root)
mixed = [(1, [2, {"three": (4, [5])}]), b"six", bytearray(b"seven"), range(8), None, ..., NotImplemented]
print(mixed)
print(a[2] is a, a[2][2][2][0])
e = []
f = [e]
e.append(f)
print(e, f)
