x.y(): int
