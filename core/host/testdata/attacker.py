# Calls Bank.withdraw and re-enters it from the callback.
from cowboy_sdk import actor, public, call

@actor
class Attacker:
    def init(self, payload):
        self.storage["bank"] = payload["bank"]
        self.storage["reenter"] = payload.get("reenter", True)
        self.storage["got"] = 0

    @public
    def attack(self, payload):
        return call(self.storage["bank"], "withdraw", {}, cycles_limit=2000000)

    @public
    def on_funds(self, payload):
        self.storage["got"] = self.storage["got"] + payload["amount"]
        if self.storage["reenter"]:
            call(self.storage["bank"], "withdraw", {}, cycles_limit=1000000)
        return True

    @public
    def got(self, payload):
        return self.storage["got"]
