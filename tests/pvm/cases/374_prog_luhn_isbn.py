# mini-program: check digits (Luhn, ISBN-10/13, IBAN mod 97) and base conversions
def luhn_valid(number):
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0
def luhn_complete(partial):
    for check in range(10):
        if luhn_valid(partial + str(check)):
            return partial + str(check)
for num in ["4539 1488 0343 6467", "8273 1232 7352 0569", "79927398713", "0", "1234567812345670"]:
    print(num, luhn_valid(num))
print(luhn_complete("7992739871"), luhn_complete("453914880343646"))
def isbn10_valid(s):
    chars = [c for c in s if c.isalnum()]
    if len(chars) != 10:
        return False
    total = sum((10 - i) * (10 if c in "Xx" else int(c)) for i, c in enumerate(chars))
    return total % 11 == 0
def isbn13_valid(s):
    ds = [int(c) for c in s if c.isdigit()]
    return len(ds) == 13 and sum(d * (3 if i % 2 else 1) for i, d in enumerate(ds)) % 10 == 0
def isbn10_to_13(s):
    core = "978" + "".join(c for c in s if c.isalnum())[:9]
    check = (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(core)) % 10) % 10
    return core + str(check)
for isbn in ["0-306-40615-2", "0-306-40615-3", "080442957X", "3-16-148410-0"]:
    print(isbn, isbn10_valid(isbn), isbn10_to_13(isbn), isbn13_valid(isbn10_to_13(isbn)))
print(isbn13_valid("978-3-16-148410-0"), isbn13_valid("978-3-16-148410-1"))
def iban_valid(iban):
    s = iban.replace(" ", "").upper()
    rearranged = s[4:] + s[:4]
    numeric = "".join(str(int(c, 36)) for c in rearranged)
    return int(numeric) % 97 == 1
for iban in ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 33"]:
    print(iban, iban_valid(iban))
print(int("GB82WEST", 36), int("".join(str(int(c, 36)) for c in "WEST12345698765432GB82")) % 97)
