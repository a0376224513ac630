# if / elif / else chains and truthiness
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
for n in [-5, 0, 3, 10, 99, 100, 10 ** 20]:
    print(n, classify(n))
def fizz(n):
    if n % 15 == 0:
        out = "FizzBuzz"
    elif n % 3 == 0:
        out = "Fizz"
    elif n % 5 == 0:
        out = "Buzz"
    else:
        out = str(n)
    return out
print(" ".join(fizz(i) for i in range(1, 31)))
for v in [0, 1, "", "x", [], [0], None, 0.0, {}, {"a": 0}, range(0), b""]:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
x = 5
if x > 3:
    if x > 4:
        print("nested both")
    else:
        print("nested outer only")
if x == 1: print("one")
elif x == 5: print("five")
if not x:
    pass
else:
    print("else of not")
y = 0
if y:
    print("never")
print("after if without else")
if (n := len("walrus")) > 3:
    print("len", n)
grade = lambda s: "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "F"
print([grade(s) for s in (95, 85, 75, 10, 90, 80)])
