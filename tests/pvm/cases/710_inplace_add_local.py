# `x += v` on function locals: ints near the 64-bit edge, floats, NaN and
# infinities, mixed int/float/bool, and non-numbers (case 740 has __iadd__).
def ints():
    i = 0
    for k in range(5):
        i += k
    big = 2**63 - 2
    big += 1
    print(i, big, type(big).__name__)
    big += 1
    print(big)
    neg = -2**63 + 1
    neg += -1
    print(neg)
    neg += -1
    print(neg)
    b = True
    b += True
    print(b, type(b).__name__)
    m = 5
    m += 2.5
    print(m)
    n = 0
    while n < 7:
        n += 3
    n += -10
    print(n)


def floats():
    x = 0.1
    x += 0.2
    print(x, repr(x))
    inf = float("inf")
    inf += float("-inf")
    print(inf, inf != inf)
    z = -0.0
    z += -0.0
    print(z)
    z += 0.0
    print(z)
    f = 1.5
    f += 2
    print(f)


def others():
    s = "ab"
    s += "cd"
    print(s)
    lst = [1]
    alias = lst
    lst += [2]
    print(alias, lst is alias)
    t = (1,)
    t += (2,)
    print(t)
    try:
        n = 1
        n += "x"
    except TypeError as e:
        print("TypeError:", e)


ints()
floats()
others()
