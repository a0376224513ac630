# docs/sdk.md tutorial skeleton.
from cowboy_sdk import actor, public, callable_by, deferred, OWNER, runtime, send, Address

@actor
class Counter:
    def init(self, payload):                   # runs atomically with the deploy
        runtime.assume_ownership_if_unowned()  # the deployer becomes owner
        self.storage["count"] = 0

    @public                                    # pure by default: reads only
    def get_count(self, payload):
        return self.storage.get("count", 0)

    @deferred                                  # may send() and schedule timers
    @public
    def increment(self, payload):
        self.storage["count"] = self.storage.get("count", 0) + payload.get("by", 1)
        send(Address.JOB_DISPATCHER, {"event": "incremented"})
        return self.storage["count"]

    @callable_by(OWNER)
    def reset(self, payload):
        self.storage["count"] = 0
