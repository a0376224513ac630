# truthiness: __bool__, then __len__, then always true
class B:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print(f"  __bool__ -> {self.v}")
        return self.v
class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        print(f"  __len__ -> {self.n}")
        return self.n
class Both:
    def __bool__(self):
        return False
    def __len__(self):
        return 10
class Neither:
    pass
print(bool(B(True)), bool(B(False)))
print(bool(L(0)), bool(L(3)))
print(bool(Both()), len(Both()), bool(Neither()))
if B(False):
    print("not printed")
else:
    print("else branch")
print(not L(0), B(True) and "and-result", L(0) or "or-result")
x = [1, 2, 3] if L(2) else []
print(x)
while L(0):
    pass
print([i for i in range(3) if B(i == 1)])
print(any([L(0), L(0)]), all([B(True), L(1)]))
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print(type(e).__name__, e)
class BadLen:
    def __len__(self):
        return -5
try:
    bool(BadLen())
except ValueError as e:
    print(type(e).__name__, e)
class HugeLen:
    def __len__(self):
        return 2 ** 70
try:
    bool(HugeLen())
except OverflowError as e:
    print(type(e).__name__, e)
class Empty(list):
    pass
print(bool(Empty()), bool(Empty([0])))
class Zero(int):
    pass
print(bool(Zero(0)), bool(Zero(7)))
class NoneBool:
    __bool__ = None
try:
    bool(NoneBool())
except TypeError as e:
    print(type(e).__name__, e)
print(bool(Neither), bool(B), bool(len))
