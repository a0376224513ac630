# CIP-6 §7.1 Vault, with bodies filled in: permissions @public, OWNER,
# listed addresses, deny-by-default and underscore helpers.
from cowboy_sdk import actor, public, callable_by, OWNER, SELF, runtime, call

@actor
class Vault:
    def init(self, payload):
        runtime.assume_ownership_if_unowned()
        self.storage["balance"] = (payload or {}).get("balance", 100)
        self.storage["paused"] = False

    @public
    def balance_of(self, payload):
        return self._compute_balance()        # calls underscore helper — no perm check

    @callable_by(OWNER)
    def withdraw(self, payload):
        if self.storage["paused"]:
            raise ValueError("vault is paused")
        amount = payload["amount"]
        bal = self._compute_balance()
        if amount > bal:
            raise ValueError("insufficient funds")
        self.storage["balance"] = bal - amount
        return self.storage["balance"]

    @callable_by(b"\xaa" * 20, b"\xbb" * 20)
    def admin_pause(self, payload):
        self.storage["paused"] = True
        return "paused"

    def sweep(self, payload):                 # no decorator: external callers denied
        self.storage["balance"] = 0

    @callable_by(SELF)
    def internal_credit(self, payload):       # only when sender == self.address
        self.storage["balance"] = self._compute_balance() + payload["amount"]
        return self.storage["balance"]

    @public
    def credit_via_self(self, payload):
        # call() into ourselves: the callee sees sender == self.address
        return call(self.address, "internal_credit", {"amount": payload["amount"]})

    @public
    def credit_direct(self, payload):
        # a direct method call runs without any permission check (§7)
        return self.internal_credit(payload)

    @callable_by(OWNER)
    def give_away(self, payload):
        runtime.transfer_ownership(payload["to"])
        return runtime.get_owner()

    @callable_by(OWNER)
    def abdicate(self, payload):
        runtime.renounce_ownership()
        return runtime.get_owner()

    @public
    def steal_ownership(self, payload):
        runtime.transfer_ownership(runtime.get_sender())

    @public
    def owner(self, payload):
        return runtime.get_owner()

    def _compute_balance(self):
        return self.storage.get("balance", 0)
