# uncaught IndexError from an off-by-one loop
xs = [10, 20, 30]
print(xs[0], xs[-1], xs[len(xs) - 1], xs[-len(xs)])
try:
    xs[3]
except IndexError as e:
    print("handled:", e)
print(list(zip(xs, xs[1:])))
def moving_sum(xs, window):
    out = []
    for i in range(len(xs) - window + 1):
        out.append(sum(xs[i:i + window]))
    return out
def buggy_pairs(xs):
    pairs = []
    for i in range(len(xs)):
        pairs.append((xs[i], xs[i + 1]))
        print("pair", pairs[-1])
    return pairs
print(moving_sum([1, 2, 3, 4, 5], 2))
print(buggy_pairs([10, 20, 30]))
print("unreachable")
