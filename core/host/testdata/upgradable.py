# CIP-6 §12.7 upgrade_self (needs sys.upgrade; the new manifest must be a
# subset of the current one).
from cowboy_sdk import actor, public, callable_by, OWNER, runtime

@actor
class Upgradable:
    def init(self, payload):
        runtime.assume_ownership_if_unowned()
        self.storage["version"] = 1

    @public
    def version(self, payload):
        return ["v1", self.storage["version"]]

    @callable_by(OWNER)
    def upgrade(self, payload):
        runtime.upgrade_self(payload["code"], payload.get("manifest"))
        return "upgraded"
