# mini-program: an escrow "contract" with explicit state, authorization checks and atomic rollback
class Revert(Exception):
    pass
class Escrow:
    def __init__(self, buyer, seller, arbiter, amount):
        self.buyer, self.seller, self.arbiter, self.amount = buyer, seller, arbiter, amount
        self.state = "AWAITING_PAYMENT"
        self.balances = {buyer: 1000, seller: 50, arbiter: 0, "escrow": 0}
        self.log = []
    def _require(self, cond, msg):
        if not cond:
            raise Revert(msg)
    def call(self, sender, method, *args):
        snapshot = (self.state, dict(self.balances), len(self.log))
        try:
            result = getattr(self, method)(sender, *args)
            self.log.append((sender, method, "ok"))
            return result
        except Revert as e:
            self.state, self.balances, n = snapshot[0], snapshot[1], snapshot[2]
            del self.log[n:]
            self.log.append((sender, method, f"revert: {e}"))
            return f"reverted: {e}"
    def _transfer(self, src, dst, amt):
        self._require(self.balances[src] >= amt, f"{src} balance {self.balances[src]} < {amt}")
        self.balances[src] -= amt
        self.balances[dst] += amt
    def deposit(self, sender):
        self._require(sender == self.buyer, "only buyer can deposit")
        self._require(self.state == "AWAITING_PAYMENT", f"bad state {self.state}")
        self._transfer(self.buyer, "escrow", self.amount)
        self.state = "AWAITING_DELIVERY"
        return "deposited"
    def confirm(self, sender):
        self._require(sender in (self.buyer, self.arbiter), "not authorized to confirm")
        self._require(self.state == "AWAITING_DELIVERY", f"bad state {self.state}")
        fee = self.amount // 100
        self._transfer("escrow", self.seller, self.amount - fee)
        self._transfer("escrow", self.arbiter, fee)
        self.state = "COMPLETE"
        return "released"
    def refund(self, sender):
        self._require(sender == self.arbiter, "only arbiter can refund")
        self._require(self.state == "AWAITING_DELIVERY", f"bad state {self.state}")
        self._transfer("escrow", self.buyer, self.amount)
        self._transfer(self.buyer, self.arbiter, 10 ** 6)
        self.state = "REFUNDED"
        return "refunded"
e = Escrow("buyer", "seller", "judge", 700)
for sender, method in [("seller", "deposit"), ("buyer", "confirm"), ("buyer", "deposit"), ("buyer", "deposit"), ("seller", "confirm"),
                       ("judge", "refund"), ("judge", "confirm"), ("buyer", "confirm")]:
    print(f"{sender:>6}.{method:<8} -> {e.call(sender, method)}  state={e.state} balances={e.balances}")
print(sum(e.balances.values()))
for entry in e.log:
    print(entry)
