# any() and all(): empty iterables, short circuit, truthiness of elements
print(any([]), all([]), any([0, 0]), all([1, 1]), any([0, 1]), all([1, 0]), any(""), all(""), any("0"), all([[]]))
print(any([None, "", 0.0, [], "x"]), all([1, "a", [0], (0,)]), all([1, "", 2]), any(x > 3 for x in range(5)))
checked = []
def check(v):
    checked.append(v)
    return v
print(any(check(x) for x in [0, 0, 1, 1, 1]), checked)
checked.clear()
print(all(check(x) for x in [1, 1, 0, 1]), checked)
checked.clear()
print(any(map(check, [0, "", None])), checked)
print(all(isinstance(x, int) for x in [1, True, 2]), any(isinstance(x, str) for x in [1, 2.0]))
print(all(c.isdigit() for c in "12345"), all(c.isdigit() for c in "123a5"), any(c.isupper() for c in "abC"))
grid = [[1, 2], [3, 0]]
print(all(all(row) for row in grid), any(any(row) for row in grid), any(0 in row for row in grid))
for bad in [5, None]:
    try:
        any(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    all()
except TypeError as e:
    print(type(e).__name__, e)
class Truthy:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print("  bool called", self.v)
        return self.v
print(any([Truthy(False), Truthy(True), Truthy(True)]))
print(all([Truthy(True), Truthy(False), Truthy(True)]))
print(any({0: "a", 1: "b"}), all({0: "a"}), any({"": 1}), all(d for d in {"x": 0}))
print(any(range(0)), all(range(1, 5)), any(b"\x00"), all(b"\x01\x02"))
gen = (x for x in [0, 1, 2, 3])
print(any(gen), list(gen))
print(all(v == 1 for v in (1, 1, 1)) and "all ones", any([]) or "none")
