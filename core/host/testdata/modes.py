# CIP-6 §8: pure vs deferred handlers.
from cowboy_sdk import actor, public, deferred, send, runtime

@actor
class Example:
    def init(self, payload):
        self.storage["bal:sender"] = 100

    @public
    def balance_of(self, payload) -> int:          # @pure by default
        addr = payload.get("addr") if isinstance(payload, dict) else payload
        return self.storage.get(f"bal:{addr}", 0)

    @deferred
    @public
    def transfer(self, payload) -> None:
        to = payload["to"]
        amount = payload["amount"]
        self.storage[f"bal:sender"] -= amount
        self.storage[f"bal:{to}"] = self.storage.get(f"bal:{to}", 0) + amount
        send(to, {"kind": "received", "amount": amount})   # async side effect

    @public
    def sneaky_send(self, payload):
        # a @pure handler trying an async effect: the SDK refuses it
        send(payload["to"], {"kind": "nope"})

    @public
    def bypass_sdk_purity(self, payload):
        # defeat the SDK's own check: the host must refuse it too
        runtime._context["mode"] = "deferred"
        send(payload["to"], {"kind": "nope"})

    @public
    def pure_writes(self, payload):
        # pure means no async effects; storage writes are fine
        self.storage["touched"] = True
        return True

    @deferred
    @public
    def send_many(self, payload):
        for i in range(payload["n"]):
            send(payload["to"], {"i": i}, method="on_message")
        return payload["n"]

    @deferred
    @public
    def send_then_fail(self, payload):
        send(payload["to"], {"kind": "lost"})
        runtime.emit_event("Sent", {"n": 1})
        raise ValueError("after send")

    @deferred
    @public
    def timer(self, payload):
        return runtime.schedule_timer(runtime.get_block_height() + 5, b"tick")

    @deferred
    @public
    def job(self, payload):
        return runtime.submit_job({"kind": "llm"})

    @public
    def pure_timer(self, payload):
        return runtime.schedule_timer(runtime.get_block_height() + 5, b"tick")
