# an exception raised while handling another (implicit __context__)
log = []
def safe_div(a, b):
    try:
        return a // b
    except ZeroDivisionError as e:
        log.append(str(e))
        return None
print([safe_div(10, d) for d in (1, 2, 0, 5)], log)
def cleanup(resource):
    print("cleaning up", resource)
    raise RuntimeError(f"cleanup of {resource} failed")
def process(items):
    done = []
    for it in items:
        try:
            print("processing", it)
            done.append(10 // it)
        except ZeroDivisionError:
            print("division failed for", it)
            cleanup(f"item-{it}")
    return done
print(process([5, 2, 1]))
print(process([3, 0, 4]))
print("unreachable")
