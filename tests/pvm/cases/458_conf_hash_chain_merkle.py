import hashlib
import json
import base64
from dataclasses import dataclass, asdict, field

def h(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()

@dataclass
class Block:
    index: int
    prev: str
    txs: list
    nonce: int = 0
    def header(self):
        return json.dumps({"i": self.index, "p": self.prev, "t": self.txs, "n": self.nonce}, sort_keys=True, separators=(",", ":")).encode()
    def digest(self):
        return h(self.header())
    def mine(self, zeros):
        while not self.digest().startswith("0" * zeros):
            self.nonce += 1
        return self

@dataclass
class Chain:
    blocks: list = field(default_factory=list)
    def add(self, txs):
        prev = self.blocks[-1].digest() if self.blocks else "0" * 64
        b = Block(len(self.blocks), prev, txs).mine(2)
        self.blocks.append(b)
        return b
    def valid(self):
        for a, b in zip(self.blocks, self.blocks[1:]):
            if b.prev != a.digest() or not b.digest().startswith("00"):
                return False
        return True

c = Chain()
c.add([{"from": "alice", "to": "bob", "amt": 5}])
c.add([{"from": "bob", "to": "carol", "amt": 2}, {"from": "alice", "to": "carol", "amt": 1}])
c.add([])
for b in c.blocks:
    print(b.index, b.nonce, b.digest()[:16], b.prev[:8], len(b.txs))
print(c.valid())
c.blocks[1].txs[0]["amt"] = 200
print(c.valid())
def merkle(leaves):
    level = [h(x.encode()) for x in leaves] or [h(b"")]
    while len(level) > 1:
        if len(level) % 2:
            level.append(level[-1])
        level = [h((a + b).encode()) for a, b in zip(level[::2], level[1::2])]
    return level[0]
print(merkle(["a", "b", "c"])[:20], merkle([])[:20], merkle(["x"]) == h(b"x"))
sig = base64.b64encode(hashlib.sha256(b"secret" + b"msg").digest()).decode()
print(sig, base64.b64decode(sig) == hashlib.sha256(b"secretmsg").digest())
print(hashlib.sha3_256(b"cowboy").hexdigest(), hashlib.sha256(b"").hexdigest()[:12])
ctx = hashlib.sha256()
for chunk in [b"hello ", b"world"]:
    ctx.update(chunk)
print(ctx.hexdigest() == h(b"hello world"), ctx.digest()[:4], ctx.digest_size, ctx.block_size)
print(json.dumps(asdict(c.blocks[0]), indent=1)[:120])
