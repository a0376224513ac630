# uncaught ZeroDivisionError inside a comprehension inside a function
def safe_avg(vals):
    try:
        return sum(vals) / len(vals)
    except ZeroDivisionError as e:
        return f"n/a ({e})"
print(safe_avg([1, 2]), safe_avg([]))
for a, b in [(7, 2), (-7, 2), (7.5, 0.5)]:
    print(a, b, a / b, a // b, a % b)
data_sets = {"small": [1], "pair": [2, 4]}
def averages(groups):
    return {name: sum(vals) / len(vals) for name, vals in groups.items()}
def report(groups):
    avgs = averages(groups)
    for k, v in avgs.items():
        print(f"{k}: {v:.3f}")
    return avgs
report({"a": [1, 2, 3], "b": [10, 20]})
report({"x": [5], "empty": [], "y": [1, 1]})
print("unreachable")
