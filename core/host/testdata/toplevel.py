from cowboy_sdk import actor, public, runtime

HEIGHT = runtime.get_block_height()      # reads are fine at module top level
if HEIGHT == 7:
    runtime.set_state(b"k", b"v")        # writes are not

@actor
class TopLevel:
    @public
    def height(self, payload):
        return HEIGHT
