# generator send(), priming, running averages and coroutines-by-generator
def echo():
    received = None
    while True:
        received = yield f"got {received!r}"
        if received == "stop":
            return "stopped"
e = echo()
print(next(e))
print(e.send(1))
print(e.send("hello"))
print(next(e))
try:
    e.send("stop")
except StopIteration as s:
    print("StopIteration value:", s.value)
def averager():
    total, count, avg = 0.0, 0, None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = total / count
a = averager()
next(a)
print([repr(a.send(x)) for x in [10, 20, 5, 1.5]])
g = echo()
try:
    g.send("too early")
except TypeError as err:
    print(type(err).__name__, err)
print(g.send(None))
def accumulate():
    total = 0
    while True:
        value = yield total
        if value is None:
            break
        total += value
    return total
acc = accumulate()
next(acc)
for v in [1, 2, 3]:
    print("running", acc.send(v))
try:
    acc.send(None)
except StopIteration as s:
    print("final", s.value)
def tokenizer_sink():
    words = []
    try:
        while True:
            chunk = yield len(words)
            words.extend(chunk.split())
    finally:
        print("sink closing with", words)
sink = tokenizer_sink()
next(sink)
print(sink.send("a b"), sink.send("c d e"))
sink.close()
def state_machine():
    state = "A"
    while True:
        event = yield state
        transitions = {("A", "x"): "B", ("B", "y"): "C", ("C", "z"): "A"}
        state = transitions.get((state, event), state)
sm = state_machine()
print(next(sm), [sm.send(ev) for ev in "xyzxqy"])
def gen_send_exhausted():
    yield 1
gx = gen_send_exhausted()
next(gx)
try:
    gx.send(5)
except StopIteration as s:
    print("exhausted on send", repr(s.value))
try:
    gx.send(5)
except StopIteration as s:
    print("still exhausted", repr(s.value))
