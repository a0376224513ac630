# @reentrancy_guard (CIP-6 §5 security guards): withdraw calls back into the
# caller before it updates the balance, the classic re-entrancy shape.
from cowboy_sdk import actor, public, call, reentrancy_guard, runtime

@actor
class Bank:
    def init(self, payload):
        self.storage["funds"] = 100

    @reentrancy_guard
    @public
    def withdraw(self, payload):
        funds = self.storage["funds"]
        if funds < 10:
            raise ValueError("empty")
        call(runtime.get_sender(), "on_funds", {"amount": 10})
        self.storage["funds"] = funds - 10
        return self.storage["funds"]

    @public
    def funds(self, payload):
        return self.storage["funds"]
