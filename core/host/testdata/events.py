# CIP-6 §12.3 events, context getters and randomness.
from cowboy_sdk import actor, public, runtime

@actor
class Logger:
    @public
    def log(self, payload):
        runtime.emit_event("Logged", {"n": payload["n"]})
        runtime.emit_event("Raw", b"\x01\x02")
        runtime.emit_event("Text", "hello")
        return {"height": runtime.get_block_height(), "ts": runtime.get_timestamp_ms(),
                "sender": runtime.get_sender(), "me": runtime.get_actor_address()}

    @public
    def rand(self, payload):
        return [runtime.randomness(b"a"), runtime.randomness(b"a"), runtime.randomness("b")]

    @public
    def scan(self, payload):
        for k, v in payload["items"].items():
            self.storage[k] = v
        runtime.set_state(b"z" * 40, b"long key")          # hashed key: not scannable
        return [[k, v] for k, v in runtime.scan_state_prefix(payload["prefix"], payload.get("limit", 100))]

    @public
    def reserved(self, payload):
        out = []
        for f in (lambda: runtime.set_state(b"__OWNER__", b"x"),
                  lambda: self.storage["__INITIALIZED__"],
                  lambda: runtime.get_state(b"__OWNER__")):
            try:
                f()
                out.append("ok")
            except ValueError as e:
                out.append("ValueError")
        return out

    @public
    def gas(self, payload):
        runtime.charge_gas(payload["amount"])
        return True

    @public
    def spin(self, payload):
        xs = []
        for i in range(payload["n"]):
            xs.append(i)
        return len(xs)

    @public
    def write_big(self, payload):
        self.storage["big"] = b"x" * payload["n"]
        return True

    @public
    def many_events(self, payload):
        for i in range(payload["n"]):
            runtime.emit_event("E", i)
        return payload["n"]
