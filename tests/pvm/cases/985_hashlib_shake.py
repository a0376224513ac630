# hashlib's SHAKE extendable-output functions: digest and hexdigest take
# the length; squeezing does not change the object, so digests repeat.
import hashlib

h = hashlib.shake_128(b"data")
print(h.hexdigest(8), h.digest(4), h.name, h.digest_size, h.block_size, type(h).__name__)
print(h.hexdigest(8) == h.hexdigest(8), h.hexdigest(16)[:16] == h.hexdigest(8))
c = h.copy()
c.update(b"more")
print(c.hexdigest(4), h.hexdigest(4), h.digest(length=3))
print(hashlib.shake_256(b"x").hexdigest(5), hashlib.new("shake_256", b"x").hexdigest(5))
print(hashlib.new("shake_128").hexdigest(4), hashlib.shake_128(usedforsecurity=False).hexdigest(2))
print(hashlib.shake_256().hexdigest(200)[-16:], len(hashlib.shake_128(b"").digest(1000)))
big = hashlib.shake_256()
for i in range(100):
    big.update(str(i).encode())
print(big.hexdigest(32))
for make in (lambda: h.digest(), lambda: h.hexdigest(-1), lambda: h.digest("a"),
             lambda: hashlib.shake_128("s"), lambda: h.digest(0), lambda: h.update(1),
             lambda: hashlib.new("SHAKE_128")):
    try:
        print(repr(make()))
    except (TypeError, ValueError, MemoryError) as e:
        print(type(e).__name__, e)
print(sorted(hashlib.algorithms_guaranteed))
print([name for name in sorted(hashlib.algorithms_guaranteed)
       if hashlib.new(name, b"abc").name != name.lower()])
print(hashlib.sha3_256(b"abc").hexdigest()[:16], hashlib.sha256(b"abc").hexdigest()[:16])
