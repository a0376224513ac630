# while loops test their condition before the first iteration and after
# each one; `x is None` / `x is not None` in conditions jump directly.


def count(n):
    i = total = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        if i > 50:
            break
        total += i
    else:
        print("no break at", i)
    return total, i


def walk(node):
    hops = 0
    while node is not None:
        node = node.get("next")
        hops += 1
    return hops


def drain(items):
    out = []
    while items and (k := items.pop()) is not None:
        out.append(k)
    return out, items


def nested(rows):
    found = []
    r = 0
    while r < len(rows):
        c = 0
        while c < len(rows[r]):
            if rows[r][c] is None:
                found.append((r, c))
                break
            c += 1
        else:
            found.append((r, "full"))
        r += 1
    return found


def classify(v, w=None):
    if v is None and w is None:
        return "both none"
    elif v is None or w is not None:
        return "some"
    elif not (v is not None):
        return "unreachable"
    return "value"


def flag_loop():
    seen = []
    x = None
    while x is None or len(seen) < 3:
        seen.append(len(seen))
        x = seen[-1] if len(seen) > 1 else None
    return seen, x


def side_effects():
    calls = []

    def cond():
        calls.append(len(calls))
        return len(calls) < 4

    while cond():
        pass
    return calls


def shrink():
    n = 3
    while n > (1 / (n - 1)):
        n -= 1
    return n


print(count(10), count(100))
print(walk({"next": {"next": {"next": None}}}), walk(None))
print(drain([1, None, 2, 3]), drain([]))
print(nested([[1, 2], [3, None, 4], []]))
print(classify(None), classify(1), classify(None, 2), classify(0, 0))
print(flag_loop())
print(side_effects())
y = 0
print(y is None, y is not None, None is None)
while y is not None and y < 3:
    y += 1
print(y)
shrink()
