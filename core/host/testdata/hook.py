# A CIP-20 transfer hook: the host calls on_token_transfer after every
# transfer of a token created with transfer_hook=<this actor>.
from cowboy_sdk import actor, public, runtime

@actor
class Hook:
    @public
    def on_token_transfer(self, payload):
        if payload["amount"] > 500:
            raise ValueError("transfers above 500 are refused")
        while payload["amount"] == 13:  # spins past the hook's cycle budget
            pass
        self.storage["count"] = self.storage.get("count", 0) + 1
        self.storage["last"] = [payload["from"], payload["to"], payload["amount"], payload["operator"]]
        runtime.emit_event("Hooked", {"amount": payload["amount"]})
