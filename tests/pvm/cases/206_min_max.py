# min() and max(): iterables, several args, key, default, errors, ties
print(min(3, 1, 2), max(3, 1, 2), min([4, 5, 0]), max("hello"), min("b", "a", "c"), max((1, 2), (1, 3)))
print(min([], default="empty"), max((), default=None), min([5], default=0), max(range(0), default=-1))
print(max(["apple", "fig", "banana"], key=len), min(["apple", "fig", "banana"], key=len), max([-5, 3, -7], key=abs))
print(max([(1, "b"), (1, "a")]), max(["b", "a"], key=lambda s: 0), min(["b", "a"], key=lambda s: 0))
print(max(1, 2.0), max(2.0, 1), max(1, True), max(True, 1), min(0, False), min(False, 0))
print(max({"a": 3, "b": 1}), max({"a": 3, "b": 1}, key={"a": 3, "b": 1}.get), min({"a": 3, "b": 1}.items(), key=lambda kv: kv[1]))
print(max(x * x for x in range(-5, 3)), min(map(len, ["aa", "b"])), max(range(10 ** 6)))
print(max([float("nan"), 1.0, 2.0]), max([1.0, float("nan"), 2.0]), min([2.0, float("nan")]))
print(max(3, 1, key=lambda v: -v), min("Zebra", "apple"), min("Zebra", "apple", key=str.lower))
for call in [lambda: max([]), lambda: min(()), lambda: max(), lambda: max(1), lambda: min(5, key=abs),
             lambda: max([1, "a"]), lambda: max(1, 2, default=0), lambda: min([1], bogus=1), lambda: max(None)]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
class V:
    def __init__(self, v, tag):
        self.v, self.tag = v, tag
    def __lt__(self, other):
        return self.v < other.v
    def __gt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return self.tag
vals = [V(1, "first1"), V(3, "first3"), V(3, "second3"), V(1, "second1")]
print(max(vals), min(vals), max(vals, key=lambda x: x.v), min(vals, key=lambda x: x.v))
print(max([[1, 2], [1, 2, 0], [0, 9]]), min("abc", "ab"), max(b"az"), min(bytearray(b"za")))
print(max([1, 2, 3], key=None), min(4, 5, key=None))
scores = {"ann": 82, "bob": 95, "cy": 95, "di": 70}
best = max(scores, key=scores.get)
print(best, [k for k, v in scores.items() if v == max(scores.values())])
