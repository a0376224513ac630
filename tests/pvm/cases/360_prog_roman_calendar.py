# mini-program: roman numerals and calendar arithmetic (day of week, leap years, date differences)
VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range for roman numerals")
    out = []
    for v, s in VALUES:
        k, n = divmod(n, v)
        out.append(s * k)
    return "".join(out)
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral {s!r}")
    return total
print([to_roman(n) for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]])
print([from_roman(s) for s in ["III", "LVIII", "MCMXCIV", "MMXXIV"]])
for bad in [0, 4000]:
    try:
        to_roman(bad)
    except ValueError as e:
        print(type(e).__name__, e)
for bad in ["IIII", "IC", "Q"]:
    try:
        from_roman(bad)
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(all(from_roman(to_roman(n)) == n for n in range(1, 4000)))
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
def day_of_year(y, m, d):
    return sum(DAYS[:m - 1]) + d + (1 if m > 2 and is_leap(y) else 0)
def days_from_civil(y, m, d):
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468
NAMES = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
for date in [(1970, 1, 1), (2000, 2, 29), (2024, 3, 15), (1969, 7, 20), (1900, 1, 1), (2038, 1, 19)]:
    days = days_from_civil(*date)
    print(date, days, NAMES[days % 7], day_of_year(*date))
print(days_from_civil(2024, 12, 25) - days_from_civil(2024, 1, 1), [y for y in range(1896, 1925) if is_leap(y)])
