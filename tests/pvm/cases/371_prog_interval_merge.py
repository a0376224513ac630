# mini-program: calendar intervals - merging, intersections, free slots, overlap counting
def merge(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return [tuple(x) for x in out]
def intersect(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo < hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out
def free_slots(busy, day_start, day_end, min_len):
    slots, cur = [], day_start
    for s, e in merge(busy):
        if s - cur >= min_len:
            slots.append((cur, s))
        cur = max(cur, e)
    if day_end - cur >= min_len:
        slots.append((cur, day_end))
    return slots
def fmt(m):
    return f"{m // 60:02d}:{m % 60:02d}"
def parse(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)
ann = [(parse(a), parse(b)) for a, b in [("09:00", "10:30"), ("10:00", "11:00"), ("13:00", "14:00"), ("16:45", "17:30")]]
bob = [(parse(a), parse(b)) for a, b in [("08:30", "09:15"), ("11:00", "12:00"), ("13:30", "15:00")]]
print([(fmt(s), fmt(e)) for s, e in merge(ann)])
print([(fmt(s), fmt(e)) for s, e in intersect(merge(ann), merge(bob))])
free = free_slots(ann + bob, parse("08:00"), parse("18:00"), 30)
print([(fmt(s), fmt(e), e - s) for s, e in free])
def max_overlap(intervals):
    events = sorted([(s, 1) for s, _ in intervals] + [(e, -1) for _, e in intervals])
    best = cur = 0
    at = None
    for t, delta in events:
        cur += delta
        if cur > best:
            best, at = cur, t
    return best, fmt(at) if at is not None else None
print(max_overlap(ann + bob), max_overlap([]), merge([]), merge([(1, 2), (2, 3), (5, 5)]))
print(intersect([(0, 10)], [(2, 3), (5, 12)]), free_slots([], 0, 60, 60), free_slots([(0, 60)], 0, 60, 1))
