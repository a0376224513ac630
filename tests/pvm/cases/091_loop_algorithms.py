# classic loop algorithms: binary search, sieve, gcd, bubble sort, two pointers
def binary_search(arr, target):
    lo, hi = 0, len(arr) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid, steps
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
arr = list(range(0, 200, 3))
for t in [0, 99, 198, 100, -5]:
    print(t, binary_search(arr, t))
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
        i += 1
    return [i for i, p in enumerate(is_p) if p]
pr = sieve(200)
print(len(pr), pr[-5:], sum(pr))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def lcm(a, b):
    return a * b // gcd(a, b)
print(gcd(462, 1071), gcd(0, 5), gcd(17, 5), lcm(4, 6))
acc = 1
for k in range(1, 21):
    acc = lcm(acc, k)
print("lcm 1..20", acc)
def bubble(xs):
    xs = list(xs)
    swaps = 0
    for i in range(len(xs)):
        swapped = False
        for j in range(len(xs) - 1 - i):
            if xs[j] > xs[j + 1]:
                xs[j], xs[j + 1] = xs[j + 1], xs[j]
                swaps += 1
                swapped = True
        if not swapped:
            break
    return xs, swaps
print(bubble([5, 1, 4, 2, 8, 0, 2]))
def two_sum(nums, target):
    nums = sorted(nums)
    i, j = 0, len(nums) - 1
    while i < j:
        s = nums[i] + nums[j]
        if s == target:
            return nums[i], nums[j]
        if s < target:
            i += 1
        else:
            j -= 1
    return None
print(two_sum([8, 3, 11, 7, 2], 9), two_sum([1, 2], 10))
def digits_sum(n):
    total = 0
    while n:
        n, d = divmod(n, 10)
        total += d
    return total
print(digits_sum(2 ** 100), digits_sum(0))
def isqrt(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
print(isqrt(10 ** 40), isqrt(99), isqrt(2 ** 127))
def kadane(xs):
    best = cur = xs[0]
    for x in xs[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best
print(kadane([-2, 1, -3, 4, -1, 2, 1, -5, 4]))
