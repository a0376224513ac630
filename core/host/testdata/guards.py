# CIP-6 §10.3 guards used synchronously: GuardedValue.value and
# GuardSet.check() raise StateConflictError when a guarded key changed.
from cowboy_sdk import actor, public, GuardSet, StateConflictError

@actor
class Guarded:
    def init(self, payload):
        self.storage["balance"] = 500
        self.storage["price"] = 10

    @public
    def spend(self, payload):
        balance = self.storage.guard("balance")          # GuardedValue
        if payload.get("interfere"):
            self.storage["balance"] = 0                  # an intervening write
        new_balance = balance.value - 100                # raises StateConflictError if changed
        self.storage["balance"] = new_balance
        return new_balance

    @public
    def check_set(self, payload):
        gs = GuardSet()
        gs.guard("balance")
        gs.guard("price")
        if payload.get("interfere"):
            self.storage["price"] = 11
        gs.check()
        return len(gs)

    @public
    def raw(self, payload):
        self.storage.set_raw("blob", b"\x00\x01")
        return [self.storage.get_raw("blob"), "blob" in self.storage, "nope" in self.storage]
