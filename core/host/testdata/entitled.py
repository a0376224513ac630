# CIP-6 §14.2: operations gated by entitlements (entitlements_test.go).
from cowboy_sdk import actor, public, deferred, runtime, PermissionDeniedError

@actor
class Entitled:
    @public
    def put(self, payload):
        self.storage.set_raw(payload["key"], b"x" * payload["n"])
        return True

    @public
    def drop(self, payload):
        del self.storage[payload["key"]]
        return True

    @public
    def put_catch(self, payload):
        # entitlement refusals are catchable PermissionDeniedErrors
        try:
            self.storage.set_raw(payload["key"], b"x" * payload["n"])
        except PermissionDeniedError as e:
            return ["caught", e.ERROR_SLUG, "storage.kv" in str(e)]
        return "stored"

    @deferred
    @public
    def timer(self, payload):
        return runtime.schedule_timer(runtime.get_block_height() + 5, b"tick")

    @deferred
    @public
    def cancel(self, payload):
        return runtime.cancel_timer(b"\x00" * 32)

    @public
    def upgrade(self, payload):
        runtime.upgrade_self(payload["code"], payload.get("manifest"))
        return "upgraded"
