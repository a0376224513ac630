# CIP-6 §9: call(), ActorRef and send() against the oracle.
from cowboy_sdk import (actor, public, deferred, call, send, ActorRef, runtime, Address,
                        ActorCallError, ActorNotFoundError, CallDepthExceeded, PermissionDeniedError)

@actor
class Caller:
    def init(self, payload):
        self.storage["oracle"] = payload["oracle"]

    @public
    def balance(self, payload):
        result = call(
            target=self.storage["oracle"],
            method="get_balance",
            args={"user": payload["user"]},
            cycles_limit=50000,
        )
        return result

    @public
    def price(self, payload):
        oracle = ActorRef(self.storage["oracle"], cycles_limit=50000)
        price = oracle.get_price("ETH")     # lowers to call(oracle, "get_price", ["ETH"])
        return price

    @public
    def set_and_read(self, payload):
        call(self.storage["oracle"], "set_balance", {"user": payload["user"], "amount": payload["amount"]})
        self.storage["last"] = payload["amount"]
        return call(self.storage["oracle"], "get_balance", {"user": payload["user"]})

    @public
    def whoami_there(self, payload):
        return call(self.storage["oracle"], "who_called", None)

    @public
    def call_and_catch(self, payload):
        self.storage["before"] = 1
        try:
            call(self.storage["oracle"], payload["method"], payload.get("args"), cycles_limit=payload.get("cycles", 100000))
        except Exception as e:
            self.storage["caught"] = type(e).__name__
            return [type(e).__name__, e.ERROR_SLUG if hasattr(e, "ERROR_SLUG") else None, str(e)]
        return "no error"

    @public
    def call_uncaught(self, payload):
        self.storage["before"] = 1
        return call(self.storage["oracle"], payload["method"], payload.get("args"), cycles_limit=payload.get("cycles", 100000))

    @public
    def call_missing(self, payload):
        return call("0x" + "12" * 20, "anything", {})

    @deferred
    @public
    def announce(self, payload):
        send(
            target=self.storage["oracle"],
            payload={"event": "order_created", "order_id": "abc"},
        )
        send(self.storage["oracle"], {"event": "second"}, method="notify")
        return "ok"

    @public
    def call_deferred_from_pure(self, payload):
        # a pure handler may call(); the callee runs under its own mode
        return call(self.storage["oracle"], "notify", {"to": payload["to"]})
