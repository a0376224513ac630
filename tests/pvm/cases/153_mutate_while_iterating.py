# what happens when containers change during iteration
lst = [1, 2, 3, 4, 5, 6]
for x in lst:
    if x % 2 == 0:
        lst.remove(x)
print("remove while iterating skips:", lst)
lst = [1, 2, 3, 4, 5, 6]
for x in lst[:]:
    if x % 2 == 0:
        lst.remove(x)
print("iterate over copy:", lst)
lst = [1, 2, 3]
seen = []
for x in lst:
    seen.append(x)
    if len(lst) < 6:
        lst.append(x * 10)
print(seen, lst)
lst = [1, 2, 3, 4]
for i, x in enumerate(lst):
    if i == 1:
        lst.insert(0, "new")
    if i > 5:
        break
print(lst)
d = {"a": 1, "b": 2}
try:
    for k in d:
        d[k + k] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
d = {"a": 1, "b": 2}
for k in d:
    d[k] = d[k] * 100
print("changing values is fine:", d)
d = {"a": 1, "b": 2, "c": 3}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print(type(e).__name__, e, d)
d = {"a": 1, "b": 2}
try:
    for k in d:
        d.pop(k)
        d[k] = 5
except RuntimeError as e:
    print(type(e).__name__, e, d)
print(d)
nums = list(range(10))
nums[:] = [n for n in nums if n % 3]
print(nums)
i = 0
data = [5, 0, 3, 0, 0, 7]
while i < len(data):
    if data[i] == 0:
        del data[i]
    else:
        i += 1
print(data)
it = iter([1, 2, 3, 4])
pairs = []
for a in it:
    b = next(it, None)
    pairs.append((a, b))
print(pairs)
ba = bytearray(b"abc")
for b in ba:
    if len(ba) < 6:
        ba.append(b + 1)
print(ba)
