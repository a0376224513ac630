# a handler logs and re-raises with bare raise
def convert(v):
    try:
        return int(v)
    except ValueError:
        print("conversion failed for", repr(v))
        raise
print(convert("12"))
log = []
def fetch(key, store):
    try:
        return store[key]
    except KeyError:
        log.append(f"missing {key}")
        print("log so far:", log)
        raise
store = {"a": 1}
print(fetch("a", store))
try:
    fetch("b", store)
except KeyError as e:
    print("caller handled", repr(e))
fetch("c", store)
print("unreachable")
