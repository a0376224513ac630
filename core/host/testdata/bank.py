# For the rollback property test: handlers that write and then may raise.
from cowboy_sdk import actor, public, deferred, runtime, send, call

@actor
class Bank:
    @deferred
    @public
    def op(self, payload):
        k = payload["k"]
        self.storage[k] = self.storage.get(k, 0) + payload["v"]
        runtime.emit_event("Op", payload)
        send(runtime.get_sender(), {"k": k})
        if payload.get("other"):
            call(payload["other"], "op", {"k": k, "v": payload["v"], "fail": payload.get("callee_fail", False)})
        if payload.get("del"):
            del self.storage[payload["del"]]
        if payload.get("fail"):
            raise ValueError("op failed after writing")
        return self.storage[k]
