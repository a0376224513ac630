# mini-program: ten-pin bowling scorer with validation
class BowlingError(ValueError):
    pass
def score(rolls):
    if any(not 0 <= r <= 10 for r in rolls):
        raise BowlingError("pins must be between 0 and 10")
    total, i, frames = 0, 0, []
    for frame in range(10):
        if i >= len(rolls):
            raise BowlingError(f"incomplete game: frame {frame + 1} missing")
        if rolls[i] == 10:
            if i + 2 >= len(rolls):
                raise BowlingError("strike bonus rolls missing")
            total += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        else:
            if i + 1 >= len(rolls):
                raise BowlingError(f"frame {frame + 1} incomplete")
            pair = rolls[i] + rolls[i + 1]
            if pair > 10:
                raise BowlingError(f"frame {frame + 1} knocks down {pair} pins")
            if pair == 10:
                if i + 2 >= len(rolls):
                    raise BowlingError("spare bonus roll missing")
                total += 10 + rolls[i + 2]
            else:
                total += pair
            i += 2
        frames.append(total)
    return total, frames
games = {
    "gutter": [0] * 20,
    "all ones": [1] * 20,
    "one spare": [5, 5, 3] + [0] * 17,
    "one strike": [10, 3, 4] + [0] * 16,
    "perfect": [10] * 12,
    "all spares": [5] * 21,
    "typical": [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1],
    "too many pins": [6, 6] + [0] * 18,
    "short": [10, 10],
    "bad value": [11] + [0] * 19,
}
for name, rolls in games.items():
    try:
        total, frames = score(rolls)
        print(f"{name:>14}: {total:>3} {frames}")
    except BowlingError as e:
        print(f"{name:>14}: error - {e}")
