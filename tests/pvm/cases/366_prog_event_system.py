# mini-program: publish/subscribe event bus with priorities, once-handlers and error isolation
class EventBus:
    def __init__(self):
        self.handlers = {}
        self.seq = 0
        self.errors = []
    def on(self, event, priority=0, once=False):
        def register(fn):
            self.seq += 1
            self.handlers.setdefault(event, []).append((-priority, self.seq, fn, once))
            self.handlers[event].sort(key=lambda h: (h[0], h[1]))
            return fn
        return register
    def emit(self, event, **payload):
        results = []
        for entry in list(self.handlers.get(event, [])):
            _, _, fn, once = entry
            try:
                results.append((fn.__name__, fn(**payload)))
            except Exception as e:
                self.errors.append((event, fn.__name__, f"{type(e).__name__}: {e}"))
            if once:
                self.handlers[event].remove(entry)
        return results
bus = EventBus()
audit = []
@bus.on("deposit", priority=10)
def validate(account, amount):
    if amount <= 0:
        raise ValueError(f"bad amount {amount}")
    return "valid"
@bus.on("deposit")
def log_it(account, amount):
    audit.append(f"{account}+{amount}")
    return len(audit)
@bus.on("deposit", priority=5, once=True)
def welcome_bonus(account, amount):
    return f"bonus for {account}"
@bus.on("withdraw")
def check(account, amount):
    return {"ok": amount < 100}
print(bus.emit("deposit", account="a1", amount=50))
print(bus.emit("deposit", account="a2", amount=-5))
print(bus.emit("deposit", account="a3", amount=7))
print(bus.emit("withdraw", account="a1", amount=150))
print(bus.emit("unknown", x=1))
try:
    bus.emit("withdraw", account="a1")
except TypeError as e:
    print("not reached", e)
print(audit)
for err in bus.errors:
    print("error:", err)
print({k: [h[2].__name__ for h in v] for k, v in bus.handlers.items()})
