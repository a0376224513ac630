from cowboy_sdk import actor, public, runtime

@actor
class BadInit:
    def init(self, payload):
        runtime.assume_ownership_if_unowned()
        self.storage["x"] = 1
        raise ValueError("init refuses")

    @public
    def x(self, payload):
        return self.storage.get("x")
