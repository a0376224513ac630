from typing import TypeVar, Generic, Iterator, Callable, Optional, Protocol, overload, Iterable

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

class Comparable(Protocol):
    def __lt__(self, other) -> bool: ...

class TreeNode(Generic[K, V]):
    def __init__(self, key: K, value: V) -> None:
        self.key, self.value = key, value
        self.left: Optional["TreeNode[K, V]"] = None
        self.right: Optional["TreeNode[K, V]"] = None

class TreeMap(Generic[K, V]):
    def __init__(self, items: Iterable[tuple] = ()) -> None:
        self.root: Optional[TreeNode[K, V]] = None
        self.size = 0
        for k, v in items:
            self[k] = v
    def __setitem__(self, key: K, value: V) -> None:
        if self.root is None:
            self.root = TreeNode(key, value)
            self.size = 1
            return
        node = self.root
        while True:
            if key == node.key:
                node.value = value
                return
            side = "left" if key < node.key else "right"
            nxt = getattr(node, side)
            if nxt is None:
                setattr(node, side, TreeNode(key, value))
                self.size += 1
                return
            node = nxt
    def __getitem__(self, key: K) -> V:
        node = self.root
        while node:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        raise KeyError(key)
    def get(self, key: K, default=None):
        try:
            return self[key]
        except KeyError:
            return default
    def _walk(self, node) -> Iterator[TreeNode]:
        if node:
            yield from self._walk(node.left)
            yield node
            yield from self._walk(node.right)
    def __iter__(self) -> Iterator[K]:
        return (n.key for n in self._walk(self.root))
    def items(self):
        return [(n.key, n.value) for n in self._walk(self.root)]
    def __len__(self) -> int:
        return self.size
    def __contains__(self, key) -> bool:
        return self.get(key, _MISSING) is not _MISSING
    def height(self, node=..., ) -> int:
        node = self.root if node is ... else node
        return 0 if node is None else 1 + max(self.height(node.left), self.height(node.right))
    def floor(self, key: K) -> Optional[K]:
        best, node = None, self.root
        while node:
            if node.key <= key:
                best, node = node.key, node.right
            else:
                node = node.left
        return best
    def __repr__(self) -> str:
        return "TreeMap({" + ", ".join(f"{k!r}: {v!r}" for k, v in self.items()) + "})"

_MISSING = object()
tm: TreeMap[str, int] = TreeMap([("m", 1), ("c", 2), ("x", 3), ("a", 4), ("e", 5)])
tm["c"] = 20
tm["z"] = 6
print(tm, len(tm), tm.height(), list(tm))
print(tm["e"], tm.get("q", -1), "a" in tm, "b" in tm, tm.floor("d"), tm.floor("0"), tm.floor("zz"))
try:
    tm["nope"]
except KeyError as e:
    print("KeyError:", e)
nums = TreeMap((n, n * n) for n in [50, 30, 70, 20, 40, 60, 80, 35])
print(nums.items()[:4], nums.height(), sum(nums), max(nums), sorted(nums, reverse=True)[:3])
def apply(f: Callable[[T], T], x: T, times: int = 1) -> T:
    for _ in range(times):
        x = f(x)
    return x
print(apply(lambda s: s + "!", "hi", 3), apply(lambda n: n * 2, 1, 10), apply.__annotations__["times"])
print(TreeMap.__mro__[1].__name__ if len(TreeMap.__mro__) > 2 else "Generic-free", TreeMap[str, int] is not None)
