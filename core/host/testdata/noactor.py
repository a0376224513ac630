# Valid Python, but no @actor class.
class NotAnActor:
    def hello(self, payload):
        return 1
