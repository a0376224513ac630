# Variable-length SHAKE digests for key derivation-style code, with the
# argument errors of digest()/hexdigest() and the reprs of hash objects
# (printed without CPython's address).
import hashlib


def derive(seed: bytes, label: str, n: int) -> str:
    h = hashlib.shake_256(seed)
    h.update(label.encode())
    return h.hexdigest(n)


seed = hashlib.sha256(b"master seed").digest()
for label in ["enc", "mac", "iv"]:
    print(label, derive(seed, label, 12))

x = hashlib.shake_128(b"abc")
y = x.copy()
y.update(b"def")
print(x.name, x.digest_size, x.block_size, x.hexdigest(8), y.hexdigest(8))
print(x.digest(4), len(x.digest(0)), x.hexdigest(3) == x.digest(3).hex())

for call in [lambda: x.hexdigest(), lambda: x.digest(), lambda: x.hexdigest(length="3"),
             lambda: x.digest(n=2), lambda: x.hexdigest(1, 2)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


def short(obj):
    r = repr(obj)
    return r.split(" @ ")[0].split(" at ")[0].rstrip(">")


for obj in [hashlib.sha256(), hashlib.md5(b"x"), hashlib.new("sha3_512"), hashlib.sha1().copy(),
            hashlib.shake_128(), hashlib.new("shake_256", b"q")]:
    print(short(obj), type(obj).__name__, obj.name)

ledger = {}
for i, entry in enumerate([b"alice:10", b"bob:5", b"carol:7"]):
    ledger[hashlib.shake_128(entry).hexdigest(6)] = i
print(sorted(ledger.items()))
