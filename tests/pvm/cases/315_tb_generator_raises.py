# uncaught exception raised inside a generator while a for loop consumes it
def squares(n):
    for i in range(n):
        yield i * i
print(list(squares(5)), sum(squares(10)))
def read_records(lines):
    for n, line in enumerate(lines, 1):
        fields = line.split(",")
        if len(fields) != 3:
            raise ValueError(f"line {n}: expected 3 fields, got {len(fields)}")
        yield fields
def total_quantity(lines):
    total = 0
    for name, qty, price in read_records(lines):
        total += int(qty)
        print("running total", total, "after", name)
    return total
print(total_quantity(["a,1,2.0", "b,2,3.0"]))
print(total_quantity(["a,1,2.0", "b,5", "c,1,1.0"]))
print("unreachable")
