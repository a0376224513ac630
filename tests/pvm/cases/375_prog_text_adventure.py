# mini-program: a tiny text adventure driven by a scripted list of commands
ROOMS = {
    "hall": {"desc": "a dusty hall", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "shelves of old books", "exits": {"south": "hall"}, "items": ["key", "book"]},
    "kitchen": {"desc": "a cold kitchen", "exits": {"west": "hall", "down": "cellar"}, "items": []},
    "cellar": {"desc": "a dark cellar", "exits": {"up": "kitchen"}, "items": ["treasure"], "locked": True, "dark": True},
}
class Game:
    def __init__(self):
        self.room = "hall"
        self.inventory = []
        self.moves = 0
        self.done = False
    def look(self):
        r = ROOMS[self.room]
        if r.get("dark") and "lamp" not in self.inventory:
            return "It is pitch black."
        items = ", ".join(r["items"]) or "nothing"
        return f"You are in {r['desc']}. Exits: {', '.join(sorted(r['exits']))}. You see: {items}."
    def go(self, direction):
        exits = ROOMS[self.room]["exits"]
        if direction not in exits:
            return f"You can't go {direction}."
        target = exits[direction]
        if ROOMS[target].get("locked"):
            if "key" not in self.inventory:
                return "The door is locked."
            ROOMS[target]["locked"] = False
        self.room = target
        self.moves += 1
        return self.look()
    def take(self, item):
        items = ROOMS[self.room]["items"]
        if item not in items:
            return f"There is no {item} here."
        items.remove(item)
        self.inventory.append(item)
        if item == "treasure":
            self.done = True
            return f"You found the treasure in {self.moves} moves!"
        return f"Taken: {item}."
    def inv(self):
        return "You carry: " + (", ".join(self.inventory) or "nothing")
    def handle(self, line):
        verb, *rest = line.split()
        arg = " ".join(rest)
        handler = {"look": lambda: self.look(), "go": lambda: self.go(arg), "take": lambda: self.take(arg), "inventory": lambda: self.inv()}.get(verb)
        return handler() if handler else f"I don't understand {verb!r}."
g = Game()
script = ["look", "take lamp", "go west", "go east", "go down", "go west", "go north", "take key", "take sword", "inventory",
          "dance", "go south", "go east", "go down", "take treasure", "inventory"]
for cmd in script:
    print(f"> {cmd}")
    print(g.handle(cmd))
    if g.done:
        break
print("finished:", g.done, "moves:", g.moves, "room:", g.room)
