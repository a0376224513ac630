#!/usr/bin/env python3
"""Independent reference for TestGoldenRoots (core/state/tree_test.go).

A plain BLAKE3-256 (hash mode, straight from the BLAKE3 paper) and the
state tree's definition (docs/state.md), sharing no code with the Go
implementation. Usage:

    python3 golden_roots.py [test_vectors.json]

With the official BLAKE3 test vectors file (input i is bytes j % 251 for
j < input_len), it first checks the hash against every vector's first 32
bytes. It then prints the golden roots.
"""
import json
import sys

IV = [0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
      0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19]
PERM = [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8]
CHUNK_START, CHUNK_END, PARENT, ROOT = 1, 2, 4, 8
M32 = 0xFFFFFFFF


def g(s, a, b, c, d, x, y):
    s[a] = (s[a] + s[b] + x) & M32
    s[d] = ((s[d] ^ s[a]) >> 16 | (s[d] ^ s[a]) << 16) & M32
    s[c] = (s[c] + s[d]) & M32
    s[b] = ((s[b] ^ s[c]) >> 12 | (s[b] ^ s[c]) << 20) & M32
    s[a] = (s[a] + s[b] + y) & M32
    s[d] = ((s[d] ^ s[a]) >> 8 | (s[d] ^ s[a]) << 24) & M32
    s[c] = (s[c] + s[d]) & M32
    s[b] = ((s[b] ^ s[c]) >> 7 | (s[b] ^ s[c]) << 25) & M32


def compress(cv, block, counter, block_len, flags):
    """The BLAKE3 compression function: the first 8 output words."""
    m = [int.from_bytes(block[4 * i:4 * i + 4], "little") for i in range(16)]
    s = cv[:] + IV[:4] + [counter & M32, counter >> 32, block_len, flags]
    for r in range(7):
        g(s, 0, 4, 8, 12, m[0], m[1])
        g(s, 1, 5, 9, 13, m[2], m[3])
        g(s, 2, 6, 10, 14, m[4], m[5])
        g(s, 3, 7, 11, 15, m[6], m[7])
        g(s, 0, 5, 10, 15, m[8], m[9])
        g(s, 1, 6, 11, 12, m[10], m[11])
        g(s, 2, 7, 8, 13, m[12], m[13])
        g(s, 3, 4, 9, 14, m[14], m[15])
        if r < 6:
            m = [m[p] for p in PERM]
    return [s[i] ^ s[i + 8] for i in range(8)]


def chunk_cv(chunk, counter, root):
    """Chaining value of one chunk (root: it is the whole input)."""
    blocks = [chunk[i:i + 64] for i in range(0, len(chunk), 64)] or [b""]
    cv = IV
    for i, b in enumerate(blocks):
        flags = (CHUNK_START if i == 0 else 0)
        if i == len(blocks) - 1:
            flags |= CHUNK_END | (ROOT if root else 0)
        cv = compress(cv, b.ljust(64, b"\0"), counter, len(b), flags)
    return cv


def blake3(data):
    chunks = [data[i:i + 1024] for i in range(0, len(data), 1024)] or [b""]
    if len(chunks) == 1:
        cv = chunk_cv(chunks[0], 0, True)
    else:
        # Merge like the reference implementation: a stack of subtree CVs,
        # each chunk's CV merged with as many as its count's trailing zeros.
        stack = []
        for i, c in enumerate(chunks[:-1]):
            cv, total = chunk_cv(c, i, False), i + 1
            while total & 1 == 0:
                cv = parent(stack.pop(), cv, False)
                total >>= 1
            stack.append(cv)
        cv = chunk_cv(chunks[-1], len(chunks) - 1, False)
        while stack:
            cv = parent(stack.pop(), cv, len(stack) == 0)
    return b"".join(w.to_bytes(4, "little") for w in cv)


def parent(left, right, root):
    block = b"".join(w.to_bytes(4, "little") for w in left + right)
    return compress(IV, block, 0, 64, PARENT | (ROOT if root else 0))


def check_vectors(path):
    with open(path) as f:
        cases = json.load(f)["cases"]
    for c in cases:
        data = bytes(j % 251 for j in range(c["input_len"]))
        assert blake3(data).hex() == c["hash"][:64], c["input_len"]
    print(f"{len(cases)} official vectors match", file=sys.stderr)


def root(pairs):
    """The tree's root, from its definition in docs/state.md."""
    leaves = sorted((blake3(k), blake3(v)) for k, v in pairs.items())

    def sub(l, d):
        if not l:
            return bytes(32)
        if len(l) == 1:
            return blake3(b"\0" + l[0][0] + l[0][1])
        i = 0
        while i < len(l) and (l[i][0][d // 8] >> (7 - d % 8)) & 1 == 0:
            i += 1
        return blake3(sub(l[:i], d + 1) + sub(l[i:], d + 1))

    return "0x" + sub(leaves, 0).hex()


if __name__ == "__main__":
    if len(sys.argv) > 1:
        check_vectors(sys.argv[1])
    hundred = {b"k%d" % i: b"v%d" % i for i in range(100)}
    for pairs in [{b"a": b"1"}, {b"a": b"1", b"b": b"2", b"c": b"3"},
                  {b"": b""}, hundred]:
        print(root(pairs))
