from dataclasses import dataclass, field
from enum import Enum
from typing import Optional

class State(Enum):
    IDLE = "idle"
    RUNNING = "running"
    PAUSED = "paused"
    DONE = "done"
    FAILED = "failed"

TRANSITIONS = {
    State.IDLE: {"start": State.RUNNING},
    State.RUNNING: {"pause": State.PAUSED, "finish": State.DONE, "fail": State.FAILED},
    State.PAUSED: {"resume": State.RUNNING, "cancel": State.FAILED},
}

class TransitionError(Exception):
    def __init__(self, state, event):
        super().__init__(f"cannot {event!r} from {state.name}")
        self.state, self.event = state, event

@dataclass
class Job:
    name: str
    state: State = State.IDLE
    history: list = field(default_factory=list)
    error: Optional[str] = None

    def fire(self, event):
        nxt = TRANSITIONS.get(self.state, {}).get(event)
        if nxt is None:
            raise TransitionError(self.state, event)
        self.history.append((self.state.value, event, nxt.value))
        self.state = nxt
        return self

    @property
    def terminal(self):
        return self.state in (State.DONE, State.FAILED)

jobs = [Job("build"), Job("test"), Job("deploy")]
script = {"build": ["start", "pause", "resume", "finish"], "test": ["start", "fail", "start"], "deploy": ["pause"]}
for job in jobs:
    for ev in script[job.name]:
        try:
            job.fire(ev)
        except TransitionError as e:
            job.error = str(e)
            break
    print(f"{job.name:<7} {job.state.name:<8} terminal={job.terminal!s:<5} error={job.error}")
    for step in job.history:
        print("   ", " -> ".join(step))
print(sorted(j.name for j in jobs if j.terminal), [s.name for s in State if s not in TRANSITIONS])
print(State("paused"), State.DONE.value.upper(), {s.name: len(t) for s, t in TRANSITIONS.items()})
summary = {}
for j in jobs:
    summary.setdefault(j.state, []).append(j.name)
print({k.name: v for k, v in summary.items()})
try:
    State("unknown")
except ValueError as e:
    print("ValueError:", e)
print(Job("x") == Job("x"), Job("x", State.DONE) == Job("x"), Job("y").fire("start").fire("finish").terminal)
