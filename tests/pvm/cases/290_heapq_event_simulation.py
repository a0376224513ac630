# discrete-event simulation of a bank queue driven by heapq with deterministic arrivals
import heapq
from collections import deque
arrivals = [(t, f"c{i}") for i, t in enumerate([0, 1, 2, 3, 5, 8, 9, 9, 12, 20])]
service_time = {f"c{i}": st for i, st in enumerate([4, 3, 6, 2, 5, 1, 3, 2, 4, 1])}
TELLERS = 2
events = []
seq = 0
def schedule(time, kind, who):
    global seq
    heapq.heappush(events, (time, seq, kind, who))
    seq += 1
for t, who in arrivals:
    schedule(t, "arrive", who)
free = TELLERS
queue = deque()
waits = {}
log = []
started = {}
while events:
    now, _, kind, who = heapq.heappop(events)
    if kind == "arrive":
        queue.append((who, now))
        log.append(f"t={now:>2} {who} arrives (queue {len(queue)})")
    else:
        free += 1
        log.append(f"t={now:>2} {who} leaves")
    while free and queue:
        nxt, arrived = queue.popleft()
        free -= 1
        waits[nxt] = now - arrived
        started[nxt] = now
        schedule(now + service_time[nxt], "depart", nxt)
        log.append(f"t={now:>2} {nxt} starts after waiting {now - arrived}")
print("\n".join(log))
print(waits)
print("avg wait", sum(waits.values()) / len(waits), "max wait", max(waits.values()), "finish", max(started[w] + service_time[w] for w in started))
