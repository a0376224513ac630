from collections import namedtuple
import bisect

Interval = namedtuple("Interval", "start end label", defaults=("",))

def merge(intervals):
    out = []
    for iv in sorted(intervals):
        if out and iv.start <= out[-1].end:
            last = out[-1]
            out[-1] = last._replace(end=max(last.end, iv.end), label="+".join(filter(None, [last.label, iv.label])))
        else:
            out.append(iv)
    return out

def free_slots(busy, day_start, day_end, min_len=30):
    slots, cur = [], day_start
    for iv in merge(busy):
        if iv.start - cur >= min_len:
            slots.append((cur, iv.start))
        cur = max(cur, iv.end)
    if day_end - cur >= min_len:
        slots.append((cur, day_end))
    return slots

def hhmm(m):
    return f"{m // 60:02d}:{m % 60:02d}"

busy = [Interval(540, 600, "standup"), Interval(590, 650, "review"), Interval(720, 780, "lunch"), Interval(900, 930), Interval(925, 1000, "1:1")]
for iv in merge(busy):
    print(hhmm(iv.start), "-", hhmm(iv.end), iv.label or "(busy)")
print([f"{hhmm(a)}-{hhmm(b)}" for a, b in free_slots(busy, 480, 1080)])
print(free_slots([], 0, 100), free_slots([Interval(0, 100)], 0, 100), merge([]))
print(Interval(1, 2), Interval(1, 2)._asdict(), Interval._fields, Interval._field_defaults, Interval(3, 4, "x")._replace(start=0))
class Timeline:
    def __init__(self):
        self.starts, self.items = [], []
    def add(self, iv):
        i = bisect.bisect_right(self.starts, iv.start)
        self.starts.insert(i, iv.start)
        self.items.insert(i, iv)
    def at(self, t):
        i = bisect.bisect_right(self.starts, t)
        return [iv.label for iv in self.items[:i] if iv.end > t]
    def between(self, a, b):
        lo, hi = bisect.bisect_left(self.starts, a), bisect.bisect_left(self.starts, b)
        return [iv.label for iv in self.items[lo:hi]]
tl = Timeline()
for iv in busy:
    tl.add(iv)
print(tl.starts, tl.at(595), tl.at(700), tl.at(926), tl.between(600, 930))
grades = [(59, "F"), (69, "D"), (79, "C"), (89, "B"), (100, "A")]
cut = [g[0] for g in grades]
print([grades[bisect.bisect_left(cut, s)][1] for s in [33, 59, 60, 75, 89, 90, 100]])
scores = []
for s in [70, 20, 90, 50, 50, 80]:
    bisect.insort(scores, s)
print(scores, bisect.bisect(scores, 50), bisect.bisect_left(scores, 50), scores[bisect.bisect_left(scores, 60):])
people = [("ann", 31), ("bob", 25), ("cy", 40)]
people.sort(key=lambda p: p[1])
print(bisect.bisect_left(people, 30, key=lambda p: p[1]), people[bisect.bisect_left(people, 30, key=lambda p: p[1])])
