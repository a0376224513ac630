# spectral_norm: the spectral norm of the infinite matrix A with
# a(i,j) = 1/((i+j)(i+j+1)/2 + i + 1), by power iteration (Benchmarks Game).
# Stresses: float division, nested loops, function calls, list comprehensions.

import math

N = 360  # scale: matrix size (work grows as N*N)
ITERATIONS = 10


def eval_a(i, j):
    ij = i + j
    return 1.0 / ((ij * (ij + 1) >> 1) + i + 1)


def mul_av(n, v):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out.append(s)
    return out


def mul_atv(n, v):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out.append(s)
    return out


def mul_atav(n, v):
    return mul_atv(n, mul_av(n, v))


def main():
    n = N
    u = [1.0] * n
    v = u
    for _ in range(ITERATIONS):
        v = mul_atav(n, u)
        u = mul_atav(n, v)
    vbv = 0.0
    vv = 0.0
    for ue, ve in zip(u, v):
        vbv += ue * ve
        vv += ve * ve
    print("%0.9f" % math.sqrt(vbv / vv))
    print("%0.9f" % sum(u))


main()
