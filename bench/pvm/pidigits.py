# pidigits: big-integer arithmetic, kept under the PVM's 4096-bit int cap.
#  * Gibbons' unbounded spigot for pi, restarted every SPIGOT_DIGITS digits
#    (its state grows ~28 bits per digit, so 125 digits stay near 3.4 kbit);
#  * Machin's formula in fixed point for 1100 digits of pi (~3.7 kbit);
#  * the series for e in fixed point, and sqrt(2) by math.isqrt.
# Stresses: big-int multiply, floor division, comparison, str(int).

import math

SPIGOT_DIGITS = 125  # digits per spigot run (bounded by the 4096-bit cap)
SPIGOT_RUNS = 1100  # scale: how many times the spigot restarts
FIXED_DIGITS = 1100  # digits for the fixed-point computations
MAX_BITS = 4000  # stay safely below the 4096-bit cap


def check(*xs):
    for x in xs:
        if x.bit_length() > MAX_BITS:
            raise OverflowError("intermediate exceeds %d bits" % MAX_BITS)


def spigot_pi(ndigits):
    q, r, t, k, n, l = 1, 0, 1, 1, 3, 3
    digits = []
    while len(digits) < ndigits:
        if 4 * q + r - t < n * t:
            digits.append(n)
            q, r, t, k, n, l = 10 * q, 10 * (r - n * t), t, k, (10 * (3 * q + r)) // t - 10 * n, l
        else:
            check(q, r, t)
            q, r, t, k, n, l = q * k, (2 * q + r) * l, t * l, k + 1, (q * (7 * k + 2) + r * l) // (t * l), l + 2
    return digits


def arctan_inv(x, one):
    # arctan(1/x) * one, by the alternating Taylor series
    power = one // x
    total = power
    x2 = x * x
    k = 1
    sign = -1
    while power:
        power //= x2
        k += 2
        total += sign * (power // k)
        sign = -sign
    return total


def machin_pi(ndigits):
    guard = 10
    one = 10 ** (ndigits + guard)
    check(one * 16)
    pi = 4 * (4 * arctan_inv(5, one) - arctan_inv(239, one))
    return pi // 10 ** guard


def series_e(ndigits):
    guard = 10
    one = 10 ** (ndigits + guard)
    total = 0
    term = one
    k = 0
    while term:
        total += term
        k += 1
        term //= k
    check(total)
    return total // 10 ** guard


def sqrt2(ndigits):
    x = 2 * 10 ** (2 * ndigits)
    check(x)
    return math.isqrt(x)


def main():
    spigot = ""
    for _ in range(SPIGOT_RUNS):
        spigot = "".join(str(d) for d in spigot_pi(SPIGOT_DIGITS))
    pi = str(machin_pi(FIXED_DIGITS))
    if not pi.startswith(spigot):
        print("spigot and Machin disagree")
    e = str(series_e(FIXED_DIGITS))
    r2 = str(sqrt2(FIXED_DIGITS // 2))
    print("pi   %s...%s" % (pi[:40], pi[-40:]))
    print("e    %s...%s" % (e[:40], e[-40:]))
    print("sqrt2 %s...%s" % (r2[:40], r2[-40:]))
    print("digit sums", sum(int(c) for c in spigot), sum(int(c) for c in pi), sum(int(c) for c in e))


main()
