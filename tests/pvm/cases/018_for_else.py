# for loops over many iterables, with else/break/continue
for i in range(3):
    print("range", i)
else:
    print("for else")
for ch in "héllo":
    print(ch, end=",")
print()
for b in b"AZ":
    print(b, end=" ")
print()
for k in {"b": 1, "a": 2}:
    print("key", k)
for k, v in {"b": 1, "a": 2}.items():
    print(k, v)
for i, x in enumerate(["a", "b"], start=10):
    print(i, x)
def find(items, target):
    for idx, item in enumerate(items):
        if item == target:
            print("found", target, "at", idx)
            break
    else:
        print(target, "not found")
find([5, 6, 7], 6)
find([5, 6, 7], 8)
find([], 1)
for x in []:
    print("never")
else:
    print("empty for else")
total = 0
for n in range(20):
    if n % 2:
        continue
    if n > 12:
        break
    total += n
print("total", total)
primes = []
for n in range(2, 40):
    for p in primes:
        if n % p == 0:
            break
    else:
        primes.append(n)
print(primes)
for i in range(3):
    pass
print("loop var after loop", i)
lst = [1, 2, 3]
for x in lst:
    if x == 1:
        lst.append(4)
print(lst)
for x, in [(1,), (2,)]:
    print("single", x)
for _ in range(2):
    for __ in range(2):
        print(_, __, end=" ")
print()
for i in range(10, 0, -3):
    print(i, end=" ")
print()
try:
    for x in 5:
        pass
except TypeError as e:
    print(type(e).__name__, e)
