from dataclasses import dataclass

@dataclass(frozen=True)
class Command:
    verb: str
    args: tuple = ()

def parse(line):
    verb, *args = line.split()
    return Command(verb.lower(), tuple(args))

def execute(cmd, state):
    match cmd:
        case Command("push", (value,)):
            state.append(int(value))
        case Command("pop", ()):
            return state.pop()
        case Command("add", ()):
            b, a = state.pop(), state.pop()
            state.append(a + b)
        case Command("dup", ()) if state:
            state.append(state[-1])
        case Command(verb, args):
            raise ValueError(f"unknown command {verb!r} with {len(args)} argument(s)")
    return None

state = []
for line in ["PUSH 2", "push 40", "add", "dup", "pop", "push 1"]:
    result = execute(parse(line), state)
    print(f"{line:<8} -> {state} {'' if result is None else result}")
print(parse("Push 3") == Command("push", ("3",)), parse("x"))
try:
    parse("noop").verb = "other"
except AttributeError as e:
    print(type(e).__name__, e)
execute(parse("jump 1 2"), state)
