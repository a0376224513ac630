# The end-to-end test's actor: storage, events, an owner-only handler,
# send() to another actor, and a loop to exhaust a cycle limit.
from cowboy_sdk import actor, public, callable_by, deferred, OWNER, runtime, send


@actor
class Counter:
    def init(self, payload):
        runtime.assume_ownership_if_unowned()
        self.storage["count"] = (payload or {}).get("start", 0)

    @public
    def get_count(self, payload):
        return self.storage.get("count", 0)

    @deferred
    @public
    def increment(self, payload):
        by = (payload or {}).get("by", 1)
        self.storage["count"] = self.storage.get("count", 0) + by
        runtime.emit_event("Incremented", {"by": by, "count": self.storage["count"]})
        return self.storage["count"]

    @callable_by(OWNER)
    def reset(self, payload):
        self.storage["count"] = 0

    @deferred
    @public
    def ping(self, payload):
        send(payload["to"], {"n": payload["n"]}, method="on_message")
        return "sent"

    @deferred
    @public
    def on_message(self, payload):
        self.storage["last"] = payload["n"]
        runtime.emit_event("Pinged", {"n": payload["n"], "from": runtime.get_sender()})
        return payload["n"]

    @public
    def last(self, payload):
        return self.storage.get("last")

    @public
    def spin(self, payload):
        total = 0
        for i in range(payload["n"]):
            total += i
        return total
