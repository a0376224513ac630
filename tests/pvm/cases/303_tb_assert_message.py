# uncaught AssertionError with a formatted message
def balance_sheet(ledger):
    return sorted(ledger.items(), key=lambda kv: -kv[1])
sample = {"x": 70, "y": 30}
print(balance_sheet(sample), sum(sample.values()))
try:
    assert sum(sample.values()) == 99, "sample total wrong"
except AssertionError as e:
    print("handled:", e)
def check_invariants(ledger):
    total = sum(ledger.values())
    print("checking ledger total", total)
    assert all(v >= 0 for v in ledger.values()), "negative balance found"
    assert total == 100, f"ledger total {total} != 100"
    return True
ledger = {"a": 40, "b": 60}
print(check_invariants(ledger))
ledger["a"] -= 15
ledger["c"] = 10
print("after transfers", ledger)
check_invariants(ledger)
print("unreachable")
