# scheduler: a class-heavy cooperative task scheduler in the spirit of the
# Richards benchmark: a heap-ordered run queue of Task subclasses (producers,
# workers, a router, a timer and a sink), message passing through deque
# mailboxes, an Enum state machine, and virtual dispatch on every step.
# Stresses: method calls, attribute access, inheritance, heapq, deque, Enum.

import collections
import enum
import heapq

TICKS = 480000  # scale: scheduler steps


class State(enum.Enum):
    READY = 1
    WAITING = 2
    DONE = 3


class Message:
    def __init__(self, kind, payload, sender):
        self.kind = kind
        self.payload = payload
        self.sender = sender
        self.hops = 0


class Task:
    def __init__(self, sched, name, priority):
        self.sched = sched
        self.name = name
        self.priority = priority
        self.state = State.READY
        self.inbox = collections.deque()
        self.steps = 0
        self.vtime = 0

    def deliver(self, msg):
        self.inbox.append(msg)
        if self.state is State.WAITING:
            self.state = State.READY
            self.sched.wake(self)

    def run(self):
        self.steps += 1
        return self.step()

    def step(self):
        raise NotImplementedError


class Producer(Task):
    def __init__(self, sched, name, priority, seed, target):
        super().__init__(sched, name, priority)
        self.seed = seed
        self.target = target
        self.made = 0

    def step(self):
        self.seed = (self.seed * 1103515245 + 12345) & 0x7FFFFFFF
        kind = "work" if self.seed & 3 else "control"
        self.sched.send(self.target, Message(kind, self.seed % 1000, self))
        self.made += 1
        return State.READY


class Router(Task):
    def __init__(self, sched, name, priority, workers):
        super().__init__(sched, name, priority)
        self.workers = workers
        self.next = 0
        self.control = 0

    def step(self):
        if not self.inbox:
            return State.WAITING
        msg = self.inbox.popleft()
        msg.hops += 1
        if msg.kind == "control":
            self.control += 1
            self.sched.send("sink", msg)
        else:
            w = self.workers[self.next]
            self.next = (self.next + 1) % len(self.workers)
            self.sched.send(w, msg)
        return State.READY


class Worker(Task):
    def __init__(self, sched, name, priority):
        super().__init__(sched, name, priority)
        self.total = 0

    def step(self):
        if not self.inbox:
            return State.WAITING
        msg = self.inbox.popleft()
        msg.hops += 1
        v = msg.payload
        acc = 0
        for k in range(1, 6):
            acc += (v * k) % (k + 3)
        self.total += acc
        msg.payload = acc
        self.sched.send("sink", msg)
        return State.READY


class Sink(Task):
    def __init__(self, sched, name, priority):
        super().__init__(sched, name, priority)
        self.received = 0
        self.checksum = 0
        self.by_kind = collections.Counter()

    def step(self):
        if not self.inbox:
            return State.WAITING
        while self.inbox:
            msg = self.inbox.popleft()
            self.received += 1
            self.by_kind[msg.kind] += 1
            self.checksum = (self.checksum * 31 + msg.payload + msg.hops) % 1000000007
        return State.READY


class Timer(Task):
    def __init__(self, sched, name, priority, period):
        super().__init__(sched, name, priority)
        self.period = period
        self.fired = 0

    def step(self):
        if self.sched.clock % self.period == 0:
            self.fired += 1
            for t in self.sched.tasks.values():
                if isinstance(t, Producer):
                    t.priority = (t.priority + self.fired) % 4 + 4
        return State.READY


class Scheduler:
    def __init__(self):
        self.tasks = {}
        self.queue = []
        self.seq = 0
        self.clock = 0
        self.vnow = 0

    def add(self, task):
        self.tasks[task.name] = task
        self.wake(task)

    def wake(self, task):
        # fair share: a task's virtual time advances by its priority per step,
        # so priority 1 runs about twice as often as priority 2, and so on
        if task.vtime < self.vnow:
            task.vtime = self.vnow
        self.seq += 1
        heapq.heappush(self.queue, (task.vtime, self.seq, task.name))

    def send(self, name, msg):
        self.tasks[name].deliver(msg)

    def run(self, ticks):
        while self.clock < ticks and self.queue:
            vtime, _, name = heapq.heappop(self.queue)
            task = self.tasks[name]
            if task.state is not State.READY:
                continue
            self.vnow = vtime
            self.clock += 1
            state = task.run()
            task.vtime += task.priority
            if state is State.READY:
                self.wake(task)
            else:
                task.state = state


def main():
    s = Scheduler()
    workers = ["w%d" % i for i in range(4)]
    s.add(Sink(s, "sink", 1))
    for w in workers:
        s.add(Worker(s, w, 2))
    s.add(Router(s, "router", 1, workers))
    for i in range(3):
        s.add(Producer(s, "p%d" % i, 4 + i, 1000 + i, "router"))
    s.add(Timer(s, "timer", 5, 97))
    s.run(TICKS)
    sink = s.tasks["sink"]
    print("clock", s.clock, "queue", len(s.queue))
    print("sink", sink.received, sink.checksum, sorted(sink.by_kind.items()))
    for name in sorted(s.tasks):
        t = s.tasks[name]
        print(name, type(t).__name__, t.steps, t.state.name, t.priority)


main()
