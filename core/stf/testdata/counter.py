# A counter actor for the chain tests: storage, events, send(), failures.
from cowboy_sdk import actor, public, pure, deferred, runtime, send


@actor
class Counter:
    def init(self, payload):
        runtime.assume_ownership_if_unowned()
        self.storage["count"] = 0

    @pure
    @public
    def get(self, payload) -> int:
        return self.storage.get("count", 0)

    @deferred
    @public
    def increment(self, payload) -> int:
        n = (self.storage.get("count") or 0) + 1
        self.storage["count"] = n
        runtime.emit_event("Incremented", {"count": n})
        return n

    @deferred
    @public
    def fail(self, payload):
        self.storage["count"] = 999
        raise ValueError("boom")

    @deferred
    @public
    def burn(self, payload):
        runtime.charge_gas(payload["cycles"])
        if payload.get("bytes"):
            self.storage["blob"] = b"x" * payload["bytes"]
        return True

    @deferred
    @public
    def ping(self, payload):
        for i in range(payload["n"]):
            send(payload["to"], {"i": i, "relay": payload.get("relay")}, method="on_message")
        return payload["n"]

    @deferred
    @public
    def on_message(self, payload):
        log = self.storage.get("log") or []
        log.append(payload["i"])
        self.storage["log"] = log
        if payload.get("relay"):
            send(payload["relay"], {"i": payload["i"]}, method="on_message")
        return len(log)

    @pure
    @public
    def get_log(self, payload):
        return self.storage.get("log") or []

    @pure
    @public
    def scan(self, payload):
        return [[k, v] for k, v in runtime.scan_state_prefix(payload["prefix"], 100)]
