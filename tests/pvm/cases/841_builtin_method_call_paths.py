# Calls of built-in methods and functions through the fast paths: exact
# built-in receivers, subclass receivers, unbound calls, wrong counts,
# keywords, and method loads on locals that are not instances.


class L(list):
    pass


class D(dict):
    pass


def attempt(f):
    try:
        print(f())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)


def local_receivers():
    n = 5
    s = "abc"
    xs = [3, 1, 2]
    d = {"k": 1}
    attempt(lambda: n.nope())
    for i in range(2):
        xs.append(i)
        s.upper()
        print(xs.index(1), d.get("k"), d.get("z", i), s.startswith("a"), n.bit_length())
    try:
        s.nope()
    except AttributeError as e:
        print("AttributeError", e)
    return xs


print(local_receivers())
sub = L([1, 2])
sub.append(3)
dd = D(a=1)
print(sub, sub.pop(), sub.count(1), dd.get("a"), dd.setdefault("b", 2), dd)
attempt(lambda: sub.pop(1, 2))
attempt(lambda: sub.append())
attempt(lambda: sub.append(x=1))
attempt(lambda: sub.clear(1))
attempt(lambda: dd.get())
attempt(lambda: dd.items(1))
attempt(lambda: list.append([], 1, 2))
attempt(lambda: list.append({}, 1))
attempt(lambda: list.append(sub, 9))
attempt(lambda: list.pop())
attempt(lambda: dict.get([], 1))
attempt(lambda: dict.get(dd, "a", 0, 1))
attempt(lambda: str.join("-", ["a", "b"]))
attempt(lambda: str.join(1, []))
attempt(lambda: len())
attempt(lambda: len([1], [2]))
attempt(lambda: len(obj=[1]))
attempt(lambda: len(5))
attempt(lambda: [].append(1, 2))
attempt(lambda: [].append(x=1))
attempt(lambda: isinstance(1))
attempt(lambda: isinstance(1, int, 2))
attempt(lambda: abs())
attempt(lambda: abs(-3, x=1))
attempt(lambda: min(3, 2, key=None))
attempt(lambda: max(3, default=1))
ap = [].append
ap(1)
print(type(ap).__name__, ap.__self__, L.append is list.append, D.get is dict.get)
m = sub.append
m(10)
print(sub, len(sub), len(dd), len("xyz"))
