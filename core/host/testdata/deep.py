# Recursion through call(): each level calls the same actor again.
from cowboy_sdk import actor, public, call, runtime

@actor
class Deep:
    @public
    def down(self, payload):
        n = payload["n"]
        if n == 0:
            return 0
        return 1 + call(self.address, "down", {"n": n - 1}, cycles_limit=runtime_budget(n))

    @public
    def down_catch(self, payload):
        try:
            return call(self.address, "down", {"n": payload["n"]}, cycles_limit=5000000)
        except Exception as e:
            return [type(e).__name__, e.ERROR_SLUG]


def runtime_budget(n):
    return 150000 * n
