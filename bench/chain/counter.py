from cowboy_sdk import actor, public, deferred, runtime

@actor
class Counter:
    def init(self, payload):
        self.storage["count"] = 0

    @deferred
    @public
    def increment(self, payload) -> int:
        n = self.storage.get("count", 0) + 1
        self.storage["count"] = n
        runtime.emit_event("Incremented", {"count": n})
        return n
