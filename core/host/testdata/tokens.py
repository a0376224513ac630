# CIP-6 §12.4 CIP-20 tokens through the runtime.
from cowboy_sdk import actor, public, runtime

@actor
class Issuer:
    @public
    def create(self, payload):
        tid = runtime.token_create(payload["name"], payload["symbol"], 18, payload["supply"],
                                   payload.get("max_supply"), payload.get("hook"), "ipfs://meta")
        self.storage["tid"] = tid
        return tid

    @public
    def transfer(self, payload):
        runtime.token_transfer(self.storage["tid"], payload["to"], payload["amount"])
        return runtime.token_balance_of(self.storage["tid"], runtime.get_actor_address())

    @public
    def approve(self, payload):
        runtime.token_approve(self.storage["tid"], payload["spender"], payload["amount"])
        return runtime.token_allowance(self.storage["tid"], runtime.get_actor_address(), payload["spender"])

    @public
    def mint(self, payload):
        runtime.token_mint(self.storage["tid"], payload["to"], payload["amount"])
        return runtime.token_total_supply(self.storage["tid"])

    @public
    def burn(self, payload):
        runtime.token_burn(self.storage["tid"], payload["amount"])
        return runtime.token_total_supply(self.storage["tid"])

    @public
    def info(self, payload):
        tid = payload.get("tid", self.storage["tid"]) if isinstance(payload, dict) else self.storage["tid"]
        who = payload.get("who") if isinstance(payload, dict) else None
        out = {"supply": runtime.token_total_supply(tid)}
        if who is not None:
            out["balance"] = runtime.token_balance_of(tid, who)
        return out

    @public
    def spend_from(self, payload):
        runtime.token_transfer_from(payload["tid"], payload["owner"], payload["to"], payload["amount"])
        return runtime.token_balance_of(payload["tid"], payload["to"])

    @public
    def mint_foreign(self, payload):
        runtime.token_mint(payload["tid"], runtime.get_actor_address(), 1)
