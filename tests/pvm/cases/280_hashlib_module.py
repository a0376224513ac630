# hashlib sha256 and sha3_256 digests
import hashlib
for data in [b"", b"abc", b"hello world", b"The quick brown fox jumps over the lazy dog", bytes(range(256)), "héllo".encode()]:
    print(hashlib.sha256(data).hexdigest())
    print(hashlib.sha3_256(data).hexdigest())
h = hashlib.sha256()
h.update(b"hello ")
h.update(b"world")
print(h.hexdigest() == hashlib.sha256(b"hello world").hexdigest(), h.digest()[:8], len(h.digest()), h.digest_size, h.block_size, h.name)
c = h.copy()
c.update(b"!")
print(h.hexdigest()[:16], c.hexdigest()[:16])
s3 = hashlib.sha3_256()
s3.update(b"a" * 200)
print(s3.hexdigest(), s3.name, s3.digest_size, s3.block_size)
print(hashlib.new("sha256", b"abc").hexdigest()[:16], hashlib.new("sha3_256", b"abc").hexdigest()[:16])
print(hashlib.sha256(b"a" * 1000).hexdigest(), hashlib.sha256(bytearray(b"abc")).hexdigest()[:8])
for call in [lambda: hashlib.sha256("str"), lambda: hashlib.sha256(5), lambda: hashlib.sha256().update("s")]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
def merkle_root(leaves):
    level = [hashlib.sha256(l).digest() for l in leaves]
    while len(level) > 1:
        if len(level) % 2:
            level.append(level[-1])
        level = [hashlib.sha256(level[i] + level[i + 1]).digest() for i in range(0, len(level), 2)]
    return level[0].hex()
print(merkle_root([b"tx1", b"tx2", b"tx3"]), merkle_root([b"only"]))
def pow_mine(prefix, difficulty):
    nonce = 0
    while True:
        digest = hashlib.sha256(prefix + nonce.to_bytes(8, "big")).hexdigest()
        if digest.startswith("0" * difficulty):
            return nonce, digest
        nonce += 1
print(pow_mine(b"block", 2))
chain = b"genesis"
for i in range(5):
    chain = hashlib.sha3_256(chain + str(i).encode()).digest()
print(chain.hex())
print(int.from_bytes(hashlib.sha256(b"seed").digest()[:8], "big") % 1000)
