# mini-program: binary search tree and trie with iteration, deletion and prefix queries
class BST:
    class Node:
        __slots__ = ("key", "val", "left", "right")
        def __init__(self, key, val):
            self.key, self.val, self.left, self.right = key, val, None, None
    def __init__(self):
        self.root = None
        self.size = 0
    def insert(self, key, val):
        def _ins(node):
            if node is None:
                self.size += 1
                return BST.Node(key, val)
            if key < node.key:
                node.left = _ins(node.left)
            elif key > node.key:
                node.right = _ins(node.right)
            else:
                node.val = val
            return node
        self.root = _ins(self.root)
    def delete(self, key):
        def _del(node, key):
            if node is None:
                raise KeyError(key)
            if key < node.key:
                node.left = _del(node.left, key)
            elif key > node.key:
                node.right = _del(node.right, key)
            else:
                if node.left is None:
                    return node.right
                if node.right is None:
                    return node.left
                succ = node.right
                while succ.left:
                    succ = succ.left
                node.key, node.val = succ.key, succ.val
                node.right = _del(node.right, succ.key)
            return node
        self.root = _del(self.root, key)
        self.size -= 1
    def __iter__(self):
        stack, node = [], self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key, node.val
            node = node.right
    def height(self, node="root"):
        node = self.root if node == "root" else node
        return 0 if node is None else 1 + max(self.height(node.left), self.height(node.right))
    def __len__(self):
        return self.size
t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t.insert(k, str(k))
t.insert(40, "forty")
print(list(t), len(t), t.height())
for k in [20, 30, 50]:
    t.delete(k)
    print("deleted", k, [k2 for k2, _ in t], len(t), t.height())
try:
    t.delete(999)
except KeyError as e:
    print(type(e).__name__, e)
class Trie:
    def __init__(self):
        self.root = {}
    def add(self, word):
        node = self.root
        for ch in word:
            node = node.setdefault(ch, {})
        node["$"] = node.get("$", 0) + 1
    def count(self, word):
        node = self.root
        for ch in word:
            if ch not in node:
                return 0
            node = node[ch]
        return node.get("$", 0)
    def with_prefix(self, prefix):
        node = self.root
        for ch in prefix:
            if ch not in node:
                return []
            node = node[ch]
        out = []
        def walk(n, acc):
            for k in sorted(n):
                if k == "$":
                    out.append(acc)
                else:
                    walk(n[k], acc + k)
        walk(node, prefix)
        return out
tr = Trie()
for w in "car card care cart cat dog do door dorm car".split():
    tr.add(w)
print(tr.count("car"), tr.count("ca"), tr.with_prefix("car"), tr.with_prefix("do"), tr.with_prefix("x"), tr.with_prefix(""))
