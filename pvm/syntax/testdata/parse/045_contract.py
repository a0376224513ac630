from cowboy_sdk import Actor, method, State


class Counter(Actor):
    count: int = 0
    owners: dict[str, int] = {}

    @method
    def increment(self, by: int = 1) -> int:
        if by <= 0:
            raise ValueError("by must be positive")
        self.count += by
        self.owners[self.sender] = self.owners.get(self.sender, 0) + by
        self.emit("Incremented", {"by": by, "total": self.count})
        return self.count

    @method(readonly=True)
    def get(self) -> int:
        return self.count

    def _internal(self, *args, **kwargs):
        assert all(isinstance(a, int) for a in args), "ints only"
        return sum(args) + sum(kwargs.values())
