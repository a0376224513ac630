# every list method
l = [3, 1, 4]
l.append(1)
print(l, l.count(1), l.index(4), l.index(1, 2))
l.extend([5, 9])
l.extend("ab")
l.extend(range(2))
print(l)
l.insert(0, "first")
l.insert(100, "last")
l.insert(-1, "before last")
l.insert(-100, "new first")
print(l)
print(l.pop(), l.pop(0), l.pop(-2), l)
l.remove("a")
print(l)
l2 = l.copy()
l2.append("copy only")
print(len(l), len(l2), l2 is l)
nums = [5, 2, 8, 1, 9, 2]
nums.sort()
print(nums)
nums.sort(reverse=True)
print(nums)
nums.reverse()
print(nums)
nums.clear()
print(nums, len(nums))
for call in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1, 2].remove(3), lambda: [1].index(2),
             lambda: [1, 2, 3].index(3, 0, 2), lambda: [].index(0), lambda: [1].insert("0", 1), lambda: [1].pop("0")]:
    try:
        call()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
words = ["pear", "Apple", "fig", "banana"]
words.sort(key=str.lower)
print(words)
words.sort(key=len, reverse=True)
print(words)
m = [[1, 2], [3]]
n = m.copy()
n[0].append("shared")
print(m, n)
print([1, 2, 3].__len__(), [1, 2].__contains__(2), [1].__add__([2]), [0].__mul__(3), [1, 2].__getitem__(-1))
x = [1, 2, 3, 2, 1]
print(x.count(2), x.count(5), x.index(2), x.index(2, 2), x.index(1, -2))
x.remove(2)
print(x)
y = []
y += "abc"
y += range(2)
print(y)
print(list(), list("ab"), list((1, 2)), list({"k": 1}), list(range(3)), list(x for x in "yz"))
