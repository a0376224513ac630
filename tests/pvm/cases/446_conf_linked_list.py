class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self._len = 0
        for x in reversed(list(items)):
            self.push(x)
    def push(self, value):
        self.head = Node(value, self.head)
        self._len += 1
    def __len__(self):
        return self._len
    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next
    def __reversed__(self):
        return iter(list(self)[::-1])
    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return LinkedList(list(self)[idx])
        if idx < 0:
            idx += len(self)
        for i, v in enumerate(self):
            if i == idx:
                return v
        raise IndexError("linked list index out of range")
    def __contains__(self, value):
        return any(v == value for v in self)
    def __eq__(self, other):
        return isinstance(other, LinkedList) and list(self) == list(other)
    def __repr__(self):
        return "LinkedList([" + ", ".join(map(repr, self)) + "])"
    def __add__(self, other):
        return LinkedList([*self, *other])
    def __bool__(self):
        return self.head is not None
    def reverse(self):
        prev, node = None, self.head
        while node:
            node.next, prev, node = prev, node, node.next
        self.head = prev
        return self
    def remove(self, value):
        prev, node = None, self.head
        while node:
            if node.value == value:
                if prev:
                    prev.next = node.next
                else:
                    self.head = node.next
                self._len -= 1
                return
            prev, node = node, node.next
        raise ValueError(f"{value!r} not in list")

ll = LinkedList([3, 1, 4, 1, 5, 9, 2, 6])
print(ll, len(ll), ll[0], ll[-1], ll[2:5], ll[::3])
print(list(reversed(ll)), 9 in ll, 7 in ll, sum(ll), max(ll), sorted(ll))
ll.remove(1)
print(ll, len(ll))
try:
    ll.remove(42)
except ValueError as e:
    print("ValueError:", e)
try:
    ll[100]
except IndexError as e:
    print("IndexError:", e)
print(ll.reverse(), bool(LinkedList()), bool(ll), LinkedList() == LinkedList([]))
print(ll + LinkedList("ab"), ll == LinkedList([6, 2, 9, 5, 4, 1, 3]))
a, b, *rest = ll
print(a, b, rest, dict(enumerate(ll[:3])), list(zip(ll, "xyz")))
try:
    ll.head.other = 1
except AttributeError as e:
    print("AttributeError:", e)
print([v * 2 for v in ll if v % 2], {v: ll[:i + 1] for i, v in enumerate(list(ll)[:2])})
