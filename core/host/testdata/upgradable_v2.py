from cowboy_sdk import actor, public, callable_by, OWNER, runtime

@actor
class Upgradable:
    @public
    def version(self, payload):
        return ["v2", self.storage["version"]]

    @public
    def bump(self, payload):
        self.storage["version"] = self.storage["version"] + 1
        return self.storage["version"]
