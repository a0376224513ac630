# uncaught ValueError from int() with the offending literal in the message
for text in ["42", " -7 ", "0x1f", "1_000"]:
    try:
        print(repr(text), int(text, 0) if text.startswith("0x") else int(text))
    except ValueError as e:
        print(repr(text), "->", e)
def parse_csv_ints(line):
    values = []
    for field in line.split(","):
        values.append(int(field))
        print("parsed", values[-1])
    return values
print(sum(parse_csv_ints("1,2,3")))
print(sum(parse_csv_ints(" 4 , 5 ,6")))
def parse_or_none(s):
    try:
        return int(s)
    except ValueError:
        return None
print([parse_or_none(s) for s in ["1", "x", "2"]])
print(sum(parse_csv_ints("7,8.5,9")))
print("unreachable")
