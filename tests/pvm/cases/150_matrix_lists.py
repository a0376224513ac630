# 2D lists as matrices: transpose, multiply, determinant, identity
def mat_mul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
print(mat_mul(A, B), transpose(A), identity(3))
print(mat_mul(B, A))
M = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print(det(M), det(identity(4)), det([[1, 2], [2, 4]]))
print(mat_mul(M, identity(3)) == M)
def mat_pow(m, p):
    result = identity(len(m))
    while p:
        if p & 1:
            result = mat_mul(result, m)
        m = mat_mul(m, m)
        p >>= 1
    return result
print(mat_pow([[1, 1], [1, 0]], 90)[0][1])
def pretty(m):
    w = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(str(x).rjust(w) for x in row) for row in m)
print(pretty(mat_mul(M, M)))
F = [[0.5, 1.25], [2.0, -0.75]]
print(mat_mul(F, F), [[repr(x) for x in row] for row in mat_mul(F, [[0.1, 0.2], [0.3, 0.4]])])
def gauss_solve(a, b):
    n = len(a)
    m = [row[:] + [bv] for row, bv in zip(a, b)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x
print([repr(v) for v in gauss_solve([[2.0, 1.0, -1.0], [-3.0, -1.0, 2.0], [-2.0, 1.0, 2.0]], [8.0, -11.0, -3.0])])
grid = [[(r * 3 + c) % 5 for c in range(4)] for r in range(3)]
print(grid, [sum(r) for r in grid], [sum(c) for c in zip(*grid)], max(max(r) for r in grid))
rot = [list(r) for r in zip(*grid[::-1])]
print(rot)
try:
    mat_mul([[1, 2]], [[1, 2]])[0][1]
except IndexError as e:
    print(type(e).__name__, e)
