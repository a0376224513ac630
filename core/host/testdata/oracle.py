# The callee of the §9.1 examples: get_balance and get_price.
from cowboy_sdk import actor, public, deferred, runtime, send

@actor
class Oracle:
    def init(self, payload):
        self.storage["prices"] = {"ETH": 3000, "BTC": 60000}
        self.storage["balances"] = {}

    @public
    def get_balance(self, payload):
        return self.storage["balances"].get(payload["user"], 0)

    @public
    def get_price(self, payload):
        # ActorRef lowers positional arguments to a list
        asset = payload[0] if isinstance(payload, list) else payload["asset"]
        return self.storage["prices"][asset]

    @public
    def set_balance(self, payload):
        b = self.storage["balances"]
        b[payload["user"]] = payload["amount"]
        self.storage["balances"] = b
        runtime.emit_event("BalanceSet", {"user": payload["user"], "amount": payload["amount"]})
        return payload["amount"]

    @public
    def who_called(self, payload):
        return runtime.get_sender()

    @public
    def fail_after_write(self, payload):
        self.storage["poison"] = True
        runtime.emit_event("Poison", {})
        raise ValueError("oracle refuses")

    @deferred
    @public
    def notify(self, payload):
        send(payload["to"], {"from": "oracle"})
        return "sent"

    @public
    def burn_cycles(self, payload):
        n = 0
        while True:
            n += 1

    @public
    def hog_memory(self, payload):
        xs = []
        while True:
            xs.append("x" * 100000)

    def private(self, payload):
        return "secret"

    @public
    def bad_return(self, payload):
        return object()
