# mini-program: sealed-bid second-price auction with commit/reveal using sha256
import hashlib
class AuctionError(Exception):
    pass
class Auction:
    def __init__(self, item, reserve):
        self.item, self.reserve = item, reserve
        self.commits = {}
        self.reveals = {}
        self.phase = "commit"
    @staticmethod
    def commitment(bidder, amount, salt):
        return hashlib.sha256(f"{bidder}|{amount}|{salt}".encode()).hexdigest()
    def commit(self, bidder, digest):
        if self.phase != "commit":
            raise AuctionError(f"cannot commit during {self.phase}")
        if bidder in self.commits:
            raise AuctionError(f"{bidder} already committed")
        self.commits[bidder] = digest
    def close_commits(self):
        self.phase = "reveal"
    def reveal(self, bidder, amount, salt):
        if self.phase != "reveal":
            raise AuctionError("not in reveal phase")
        if self.commits.get(bidder) != self.commitment(bidder, amount, salt):
            raise AuctionError(f"reveal from {bidder} does not match commitment")
        self.reveals[bidder] = amount
    def settle(self):
        self.phase = "settled"
        valid = sorted(((a, b) for b, a in self.reveals.items() if a >= self.reserve), key=lambda t: (-t[0], t[1]))
        if not valid:
            return None, 0
        winner = valid[0][1]
        price = valid[1][0] if len(valid) > 1 else self.reserve
        return winner, price
a = Auction("painting", 100)
bids = {"ann": (250, "s1"), "bob": (300, "pepper"), "cy": (90, "x"), "di": (300, "zz")}
for bidder, (amount, salt) in bids.items():
    d = Auction.commitment(bidder, amount, salt)
    a.commit(bidder, d)
    print(bidder, d[:16])
for attempt in [lambda: a.commit("ann", "00"), lambda: a.reveal("ann", 250, "s1")]:
    try:
        attempt()
    except AuctionError as e:
        print("AuctionError:", e)
a.close_commits()
for attempt in [lambda: a.commit("eve", "ff"), lambda: a.reveal("bob", 301, "pepper")]:
    try:
        attempt()
    except AuctionError as e:
        print("AuctionError:", e)
for bidder, (amount, salt) in bids.items():
    a.reveal(bidder, amount, salt)
print(a.reveals)
print("result", a.settle())
b = Auction("vase", 500)
b.commit("solo", Auction.commitment("solo", 600, "q"))
b.close_commits()
b.reveal("solo", 600, "q")
print("single bidder pays reserve", b.settle())
c = Auction("lamp", 10)
c.close_commits()
print("no bids", c.settle())
