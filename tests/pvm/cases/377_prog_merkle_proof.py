# mini-program: Merkle tree with inclusion proofs over sha256
import hashlib
def h(data):
    return hashlib.sha256(data).digest()
def leaf(data):
    return h(b"\x00" + data)
def node(a, b):
    return h(b"\x01" + a + b)
def build(leaves):
    levels = [[leaf(x) for x in leaves]]
    while len(levels[-1]) > 1:
        cur = levels[-1]
        nxt = []
        for i in range(0, len(cur), 2):
            nxt.append(node(cur[i], cur[i + 1]) if i + 1 < len(cur) else cur[i])
        levels.append(nxt)
    return levels
def proof(levels, index):
    path = []
    for level in levels[:-1]:
        sib = index ^ 1
        if sib < len(level):
            path.append(("L" if sib < index else "R", level[sib]))
        index //= 2
    return path
def verify(root, data, path):
    cur = leaf(data)
    for side, sib in path:
        cur = node(sib, cur) if side == "L" else node(cur, sib)
    return cur == root
txs = [f"tx{i}:{i * 7 % 11}".encode() for i in range(7)]
levels = build(txs)
root = levels[-1][0]
print("levels", [len(l) for l in levels], "root", root.hex()[:32])
for i in (0, 3, 6):
    p = proof(levels, i)
    print(i, len(p), [s for s, _ in p], verify(root, txs[i], p), verify(root, b"forged", p))
p = proof(levels, 2)
tampered = [(s, bytes(32)) if k == 0 else (s, x) for k, (s, x) in enumerate(p)]
print("tampered proof valid:", verify(root, txs[2], tampered))
print("single leaf root:", build([b"only"])[-1][0].hex()[:16], leaf(b"only").hex()[:16])
print("order matters:", build([b"a", b"b"])[-1][0] != build([b"b", b"a"])[-1][0])
print(hashlib.sha256(b"".join(txs)).hexdigest()[:24], len(b"".join(txs)))
