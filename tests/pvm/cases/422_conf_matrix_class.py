import math
from functools import reduce
from itertools import product, starmap
import operator
class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows = [list(r) for r in rows]
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])
    def __repr__(self):
        return f"Matrix({self.rows})"
    def __str__(self):
        w = max(len(f"{v:g}") for r in self.rows for v in r)
        return "\n".join("[" + " ".join(f"{v:>{w}g}" for v in r) + "]" for r in self.rows)
    def __eq__(self, o):
        return isinstance(o, Matrix) and self.rows == o.rows
    def __add__(self, o):
        return Matrix([list(starmap(operator.add, zip(a, b))) for a, b in zip(self.rows, o.rows)])
    def __mul__(self, k):
        if isinstance(k, Matrix):
            return self @ k
        return Matrix([[v * k for v in r] for r in self.rows])
    __rmul__ = __mul__
    def __matmul__(self, o):
        n, m = self.shape
        m2, p = o.shape
        if m != m2:
            raise ValueError(f"shape mismatch {self.shape} @ {o.shape}")
        return Matrix([[sum(self.rows[i][k] * o.rows[k][j] for k in range(m)) for j in range(p)] for i in range(n)])
    def __pow__(self, e):
        result = Matrix.identity(self.shape[0])
        base = self
        while e:
            if e & 1:
                result = result @ base
            base = base @ base
            e >>= 1
        return result
    def T(self):
        return Matrix([list(c) for c in zip(*self.rows)])
    def det(self):
        n, m = self.shape
        if n != m:
            raise ValueError("not square")
        if n == 1:
            return self.rows[0][0]
        if n == 2:
            (a, b), (c, d) = self.rows
            return a * d - b * c
        return sum((-1) ** j * self.rows[0][j] * Matrix([r[:j] + r[j + 1:] for r in self.rows[1:]]).det() for j in range(n))
    def __iter__(self):
        return iter(self.rows)
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A + B, A * 2, 3 * A, A @ B, A ** 5, sep="\n")
print(repr(A.T()), A.det(), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det(), A[1, 0])
print(A == Matrix([[1, 2], [3, 4]]), A != B, Matrix.identity(3))
fib = Matrix([[1, 1], [1, 0]]) ** 30
print(fib[0, 1], list(A), [sum(r) for r in A])
for bad in [lambda: Matrix([[1], [1, 2]]), lambda: A @ Matrix([[1, 2, 3]]), lambda: Matrix([[1, 2, 3]]).det()]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
M = Matrix([[0.5, 1.25], [-2.0, 1e-3]])
print(M)
print(M * 0.1)
rot = lambda t: Matrix([[math.cos(t), -math.sin(t)], [math.sin(t), math.cos(t)]])
R = rot(math.pi / 6) ** 12
print([[round(v, 9) + 0.0 for v in r] for r in R.rows])
print(reduce(operator.matmul, [A, B, A]), sum(a * b for a, b in product(range(3), repeat=2)))
