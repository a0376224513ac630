# strbuild: building text: list + "".join, f-strings with format specs,
# %-formatting, str.format, += concatenation, slicing, replace/split/upper,
# str.center/ljust/zfill, and a small fixed-width report generator.
# Stresses: string allocation and copying, formatting mini-language.

import hashlib

N = 12000  # records formatted per round
ROUNDS = 12  # scale: rounds

NAMES = ["ada", "grace", "alan", "edsger", "barbara", "donald", "ken", "dennis"]


def record(i):
    name = NAMES[i % len(NAMES)]
    balance = (i * 7919) % 100003 - 50000
    return name, i, balance, balance / 100.0


def with_join(n):
    parts = []
    for i in range(n):
        name, uid, bal, amt = record(i)
        parts.append(f"{uid:06d}|{name:<8}|{bal:+7d}|{amt:>10.2f}|{name.upper()!r}")
    return "\n".join(parts)


def with_percent(n):
    out = []
    for i in range(n):
        name, uid, bal, amt = record(i)
        out.append("%06d %-8s %+7d %10.2f %x %o %s" % (uid, name, bal, amt, uid, uid & 511, name.title()))
    return "\n".join(out)


def with_format(n):
    tmpl = "{0:>6}:{1:^10}:{2:,}:{3:.3e}:{name}"
    return "\n".join(tmpl.format(i, NAMES[i % 8], i * 1234567, i * 0.001 + 1.0, name=NAMES[(i * 3) % 8]) for i in range(n))


def with_concat(n):
    s = ""
    for i in range(n):
        s += NAMES[i % 8][: 1 + i % 5]
        if i % 10 == 9:
            s += "\n"
    return s


def transform(text):
    lines = text.split("\n")
    out = []
    for ln in lines:
        words = ln.split("|")
        out.append("/".join(w.strip().replace("a", "4").replace("e", "3") for w in reversed(words)))
    return "\n".join(out)


def report(n):
    rows = ["+" + "-" * 10 + "+" + "-" * 12 + "+", "|" + "name".center(10) + "|" + "total".center(12) + "|"]
    totals = {}
    for i in range(n):
        name, _, bal, _ = record(i)
        totals[name] = totals.get(name, 0) + bal
    for name in sorted(totals):
        rows.append("|" + name.ljust(10) + "|" + str(totals[name]).rjust(12) + "|")
    rows.append("+" + "-" * 10 + "+" + "-" * 12 + "+")
    return "\n".join(rows)


def main():
    h = hashlib.sha256()
    for _ in range(ROUNDS):
        a = with_join(N)
        b = with_percent(N)
        c = with_format(N)
        d = with_concat(N * 4)
        e = transform(a)
        f = report(N)
        for s in (a, b, c, d, e, f):
            h.update(s.encode())
    print("lengths", len(a), len(b), len(c), len(d), len(e))
    print(a[:60].replace("\n", " / "))
    print(b[-60:].replace("\n", " / "))
    print(c[100:160].replace("\n", " / "))
    print(e[:60].replace("\n", " / "))
    print(f)
    print("counts", a.count("ada"), d.count("\n"), e.find("3dsg3r"), "-".join(str(i).zfill(3) for i in range(5)))
    print("sha256", h.hexdigest())


main()
