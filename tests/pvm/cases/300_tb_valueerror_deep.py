# uncaught ValueError raised three frames deep
def parse_amount(text):
    print("parse_amount", repr(text))
    value = int(text.strip())
    if value < 0:
        raise ValueError(f"negative amount: {value}")
    return value
def load_line(line):
    print("load_line", repr(line))
    name, amount = line.split("=")
    return name.strip(), parse_amount(amount)
def load_all(lines):
    result = {}
    for line in lines:
        name, amount = load_line(line)
        result[name] = amount
        print("loaded", name, amount)
    return result
data = ["alice = 10", "bob = 25", "carol = -5", "dave = 1"]
print("starting")
print(load_all(data[:2]))
totals = load_all(data)
print("never printed", totals)
