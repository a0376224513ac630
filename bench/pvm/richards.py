# richards: Martin Richards' classic OS-kernel simulation benchmark (after the
# Python port shipped with pyperformance): an idle task, a worker, two
# handlers and two device tasks exchanging packets through a scheduler.
# Stresses: method dispatch, attribute access on small objects, linked lists.

ITERATIONS = 19  # scale: complete Richards runs

I_IDLE = 1
I_WORK = 2
I_HANDLERA = 3
I_HANDLERB = 4
I_DEVA = 5
I_DEVB = 6

K_DEV = 1000
K_WORK = 1001

BUFSIZE = 4
BUFSIZE_RANGE = range(BUFSIZE)


class Packet:
    def __init__(self, l, i, k):
        self.link = l
        self.ident = i
        self.kind = k
        self.datum = 0
        self.data = [0] * BUFSIZE

    def append_to(self, lst):
        self.link = None
        if lst is None:
            return self
        p = lst
        nxt = p.link
        while nxt is not None:
            p = nxt
            nxt = p.link
        p.link = self
        return lst


class TaskRec:
    pass


class DeviceTaskRec(TaskRec):
    def __init__(self):
        self.pending = None


class IdleTaskRec(TaskRec):
    def __init__(self):
        self.control = 1
        self.count = 10000


class HandlerTaskRec(TaskRec):
    def __init__(self):
        self.work_in = None
        self.device_in = None

    def work_in_add(self, p):
        self.work_in = p.append_to(self.work_in)
        return self.work_in

    def device_in_add(self, p):
        self.device_in = p.append_to(self.device_in)
        return self.device_in


class WorkerTaskRec(TaskRec):
    def __init__(self):
        self.destination = I_HANDLERA
        self.count = 0


class TaskState:
    def __init__(self):
        self.packet_pending = True
        self.task_waiting = False
        self.task_holding = False

    def packet_pending_state(self):
        self.packet_pending = True
        self.task_waiting = False
        self.task_holding = False
        return self

    def waiting(self):
        self.packet_pending = False
        self.task_waiting = True
        self.task_holding = False
        return self

    def running(self):
        self.packet_pending = False
        self.task_waiting = False
        self.task_holding = False
        return self

    def waiting_with_packet(self):
        self.packet_pending = True
        self.task_waiting = True
        self.task_holding = False
        return self

    def is_packet_pending(self):
        return self.packet_pending

    def is_task_waiting(self):
        return self.task_waiting

    def is_task_holding(self):
        return self.task_holding

    def is_task_holding_or_waiting(self):
        return self.task_holding or (not self.packet_pending and self.task_waiting)

    def is_waiting_with_packet(self):
        return self.packet_pending and self.task_waiting and not self.task_holding


class Globals:
    def __init__(self):
        self.layout = 0
        self.hold_count = 0
        self.qpkt_count = 0
        self.task_tab = [None] * 10
        self.task_list = None
        self.current = None
        self.current_id = 0


G = Globals()


class Task(TaskState):
    def __init__(self, i, p, w, initial_state, r):
        self.link = G.task_list
        self.ident = i
        self.priority = p
        self.input = w
        self.packet_pending = initial_state.is_packet_pending()
        self.task_waiting = initial_state.is_task_waiting()
        self.task_holding = initial_state.is_task_holding()
        self.handle = r
        G.task_list = self
        G.task_tab[i] = self

    def fn(self, pkt, r):
        raise NotImplementedError

    def add_packet(self, p, old):
        if self.input is None:
            self.input = p
            self.packet_pending = True
            if self.priority > old.priority:
                return self
        else:
            p.append_to(self.input)
        return old

    def run_task(self):
        if self.is_waiting_with_packet():
            msg = self.input
            self.input = msg.link
            if self.input is None:
                self.running()
            else:
                self.packet_pending_state()
        else:
            msg = None
        return self.fn(msg, self.handle)

    def wait_task(self):
        self.task_waiting = True
        return self

    def hold(self):
        G.hold_count += 1
        self.task_holding = True
        return self.link

    def release(self, i):
        t = self.find_tcb(i)
        t.task_holding = False
        if t.priority > self.priority:
            return t
        return self

    def qpkt(self, pkt):
        t = self.find_tcb(pkt.ident)
        G.qpkt_count += 1
        pkt.link = None
        pkt.ident = G.current_id
        return t.add_packet(pkt, self)

    def find_tcb(self, ident):
        t = G.task_tab[ident]
        if t is None:
            raise ValueError("bad task id %d" % ident)
        return t


class DeviceTask(Task):
    def fn(self, pkt, r):
        d = r
        if pkt is None:
            pkt = d.pending
            if pkt is None:
                return self.wait_task()
            d.pending = None
            return self.qpkt(pkt)
        d.pending = pkt
        return self.hold()


class HandlerTask(Task):
    def fn(self, pkt, r):
        h = r
        if pkt is not None:
            if pkt.kind == K_WORK:
                h.work_in_add(pkt)
            else:
                h.device_in_add(pkt)
        work = h.work_in
        if work is None:
            return self.wait_task()
        count = work.datum
        if count >= BUFSIZE:
            h.work_in = work.link
            return self.qpkt(work)
        dev = h.device_in
        if dev is None:
            return self.wait_task()
        h.device_in = dev.link
        dev.datum = work.data[count]
        work.datum = count + 1
        return self.qpkt(dev)


class IdleTask(Task):
    def fn(self, pkt, r):
        i = r
        i.count -= 1
        if i.count == 0:
            return self.hold()
        if i.control & 1 == 0:
            i.control //= 2
            return self.release(I_DEVA)
        i.control = i.control // 2 ^ 0xD008
        return self.release(I_DEVB)


A = ord("A")


class WorkTask(Task):
    def fn(self, pkt, r):
        w = r
        if pkt is None:
            return self.wait_task()
        if w.destination == I_HANDLERA:
            dest = I_HANDLERB
        else:
            dest = I_HANDLERA
        w.destination = dest
        pkt.ident = dest
        pkt.datum = 0
        for i in BUFSIZE_RANGE:
            w.count += 1
            if w.count > 26:
                w.count = 1
            pkt.data[i] = A + w.count - 1
        return self.qpkt(pkt)


def schedule():
    t = G.task_list
    while t is not None:
        if t.is_task_holding_or_waiting():
            t = t.link
        else:
            G.current_id = t.ident
            t = t.run_task()


def run_once():
    G.hold_count = 0
    G.qpkt_count = 0
    G.task_tab = [None] * 10
    G.task_list = None

    IdleTask(I_IDLE, 1, 10000, TaskState().running(), IdleTaskRec())

    wkq = Packet(None, 0, K_WORK)
    wkq = Packet(wkq, 0, K_WORK)
    WorkTask(I_WORK, 1000, wkq, TaskState().waiting_with_packet(), WorkerTaskRec())

    wkq = Packet(None, I_DEVA, K_DEV)
    wkq = Packet(wkq, I_DEVA, K_DEV)
    wkq = Packet(wkq, I_DEVA, K_DEV)
    HandlerTask(I_HANDLERA, 2000, wkq, TaskState().waiting_with_packet(), HandlerTaskRec())

    wkq = Packet(None, I_DEVB, K_DEV)
    wkq = Packet(wkq, I_DEVB, K_DEV)
    wkq = Packet(wkq, I_DEVB, K_DEV)
    HandlerTask(I_HANDLERB, 3000, wkq, TaskState().waiting_with_packet(), HandlerTaskRec())

    DeviceTask(I_DEVA, 4000, None, TaskState().waiting(), DeviceTaskRec())
    DeviceTask(I_DEVB, 5000, None, TaskState().waiting(), DeviceTaskRec())

    schedule()
    return G.hold_count, G.qpkt_count


def main():
    results = []
    for _ in range(ITERATIONS):
        results.append(run_once())
    ok = all(r == (9297, 23246) for r in results)
    print("hold_count %d qpkt_count %d" % results[-1])
    print("ok" if ok else "WRONG RESULT")


main()
