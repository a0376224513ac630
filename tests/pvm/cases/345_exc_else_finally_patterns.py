# realistic try/except/else/finally patterns: cleanup, retries, fallbacks
class Resource:
    opened = []
    def __init__(self, name, fail_on=None):
        self.name = name
        self.fail_on = fail_on
        Resource.opened.append(name)
    def read(self):
        if self.fail_on == "read":
            raise IOError(f"read failed on {self.name}")
        return f"data from {self.name}"
    def close(self):
        Resource.opened.remove(self.name)
        print("  closed", self.name)
def use(name, fail_on=None):
    r = Resource(name, fail_on)
    try:
        data = r.read()
    except OSError as e:
        print("  error:", e)
        return None
    else:
        print("  read ok:", data)
        return data.upper()
    finally:
        r.close()
print(use("a"))
print(use("b", "read"))
print("still open:", Resource.opened)
def with_fallbacks(*sources):
    errors = []
    for src in sources:
        try:
            return src()
        except (KeyError, ValueError) as e:
            errors.append(f"{type(e).__name__}: {e}")
    raise LookupError("all sources failed: " + "; ".join(errors))
cfg_a = {}
cfg_b = {"port": "eighty"}
cfg_c = {"port": "8080"}
print(with_fallbacks(lambda: cfg_a["port"], lambda: int(cfg_b["port"]), lambda: int(cfg_c["port"])))
try:
    with_fallbacks(lambda: cfg_a["port"], lambda: int(cfg_b["port"]))
except LookupError as e:
    print(type(e).__name__, e)
def transfer(balances, src, dst, amount):
    snapshot = dict(balances)
    try:
        balances[src] -= amount
        if balances[src] < 0:
            raise ValueError(f"overdraft on {src}")
        balances[dst] += amount
    except (KeyError, ValueError) as e:
        balances.clear()
        balances.update(snapshot)
        return f"rolled back: {type(e).__name__} {e}"
    else:
        return "committed"
    finally:
        print("  balances now", balances)
accts = {"x": 50, "y": 0}
print(transfer(accts, "x", "y", 20))
print(transfer(accts, "x", "y", 100))
print(transfer(accts, "x", "zz", 5))
def count_errors(values):
    ok = bad = 0
    for v in values:
        try:
            1 / v
        except ZeroDivisionError:
            bad += 1
            continue
        except TypeError:
            bad += 1
            break
        else:
            ok += 1
        finally:
            pass
    return ok, bad
print(count_errors([1, 0, 2, 0, "x", 5]))
