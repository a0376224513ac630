# Slices with int bounds and steps beyond 64 bits are clamped, as CPython's
# slice index conversion does, for lists, tuples, str, bytes and bytearray.
big = 10**30
L = [1, 2, 3, 4, 5]
slices = [
    slice(None, big),
    slice(-big, None),
    slice(None, None, big),
    slice(None, None, -big),
    slice(big, -big, -1),
    slice(-big, big, 2**63),
    slice(2**63, None),
    slice(None, -2**63),
]
for s in slices:
    print(s, L[s], "abcde"[s], tuple(L)[s], bytes(b"abcde")[s])
print(L[:2**64], L[-2**64:2], "xyz"[::-2**64])

M = list(range(8))
M[:big] = [9]
print(M)
M = list(range(8))
M[::2**70] = [7]
print(M)
del M[-big:2]
print(M)

B = bytearray(b"abcdef")
B[:10**20] = b"xy"
print(B)
del B[-10**20:1]
print(B, B[::-10**40])

for k in [2**62, 2**63, 2**64, 10**25]:
    for seq in [[0, 1, 2, 3], (0, 1, 2, 3), "0123", b"0123", bytearray(b"0123")]:
        print(k, seq[k:], seq[:k], seq[-k:-1], seq[::k], seq[::-k], seq[k:-k:-1])
print('0123'[::2**63-1], [1,2,3][::-2**63], [1,2,3][::2**63-1], range(5)[::2**62], range(10)[::-2**63])
