from dataclasses import dataclass, field
from enum import Enum
class Dir(Enum):
    NORTH = "n"
    SOUTH = "s"
    EAST = "e"
    WEST = "w"
    @classmethod
    def parse(cls, s):
        s = s.lower()
        for d in cls:
            if s in (d.value, d.name.lower()):
                return d
        raise ValueError(f"{s!r} is not a direction")
    def opposite(self):
        return {Dir.NORTH: Dir.SOUTH, Dir.SOUTH: Dir.NORTH, Dir.EAST: Dir.WEST, Dir.WEST: Dir.EAST}[self]

@dataclass
class Room:
    name: str
    desc: str
    items: list = field(default_factory=list)
    exits: dict = field(default_factory=dict, repr=False)

@dataclass
class Player:
    room: Room
    inventory: list = field(default_factory=list)
    moves: int = 0
    score: int = 0

def link(a, d, b):
    a.exits[d] = b
    b.exits[d.opposite()] = a

hall = Room("Hall", "A dusty hall.", ["lamp"])
lib = Room("Library", "Shelves of books.", ["book", "key"])
vault = Room("Vault", "A locked vault.", ["gold"])
link(hall, Dir.NORTH, lib)
link(lib, Dir.EAST, vault)

def handle(p, line):
    words = line.strip().split()
    match words:
        case []:
            return "Say something."
        case ["look" | "l"]:
            ex = ", ".join(sorted(d.name.title() for d in p.room.exits))
            its = " ".join(p.room.items) or "nothing"
            return f"{p.room.name}: {p.room.desc} Exits: {ex}. You see: {its}."
        case ["go", direction] | [("n" | "s" | "e" | "w") as direction]:
            try:
                d = Dir.parse(direction)
            except ValueError as e:
                return f"Huh? {e}"
            nxt = p.room.exits.get(d)
            if nxt is None:
                return "You can't go that way."
            if nxt.name == "Vault" and "key" not in p.inventory:
                return "The vault is locked."
            p.room = nxt
            p.moves += 1
            return f"You walk {d.name.lower()} to the {nxt.name}."
        case ["take", *names] if names:
            out = []
            for n in names:
                if n in p.room.items:
                    p.room.items.remove(n)
                    p.inventory.append(n)
                    p.score += {"gold": 100, "key": 5}.get(n, 1)
                    out.append(f"Taken: {n}")
                else:
                    out.append(f"No {n} here")
            return "; ".join(out)
        case ["drop", name] if name in p.inventory:
            p.inventory.remove(name)
            p.room.items.append(name)
            return f"Dropped {name}."
        case ["drop", name]:
            return f"You don't have {name!r}."
        case ["inv" | "inventory"]:
            return "You carry: " + (", ".join(p.inventory) if p.inventory else "nothing")
        case ["score"]:
            return f"Score {p.score:>5} in {p.moves:03d} moves ({p.score / max(p.moves, 1):.1f}/move)"
        case [verb, *rest]:
            return f"I don't know how to {verb!r} ({len(rest)} args)"

script = ["look", "", "take lamp sword", "go east", "go north", "l", "take book key",
          "e", "go up", "s", "w", "take gold", "inv", "drop sword", "drop book", "look", "dance wildly now", "score"]
p = Player(hall)
for cmd in script:
    print(f"> {cmd}")
    print("  " + handle(p, cmd))
print(p)
print(repr(lib))

def classify(obj):
    match obj:
        case {"type": "point", "x": int(x), "y": int(y)}:
            return f"point {x},{y}"
        case {"type": "circle", "r": float() | int() as r, **rest}:
            return f"circle r={r} extra={rest}"
        case Room(name=n, items=[first, *_]):
            return f"room {n} first={first}"
        case Room(name=n):
            return f"empty room {n}"
        case [int() | float() as a, int() | float() as b]:
            return f"pair sum {a + b}"
        case str() as s if s.isupper():
            return "shout " + s.lower()
        case Dir.NORTH | Dir.SOUTH:
            return "vertical"
        case None:
            return "nothing"
        case _:
            return f"unknown {type(obj).__name__}"

for o in [{"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1.5, "y": 2}, {"type": "circle", "r": 2.5, "c": "red"},
          hall, vault, Room("Empty", ""), [1, 2.5], (3, 4), [1, 2, 3], "HEY", "hey", Dir.SOUTH, Dir.EAST, None, 3]:
    print(classify(o))
