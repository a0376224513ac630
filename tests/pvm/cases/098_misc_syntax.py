# miscellaneous syntax: semicolons, continuation lines, parenthesised with, __name__
a = 1; b = 2; c = a + b; print(a, b, c)
total = 1 + \
    2 + \
    3
print(total)
values = [
    1,
    2,
    3,
]
print(values, (
    "implicit continuation inside parentheses"
))
if __name__ == "__main__":
    print("running as main:", __name__)
class CM:
    def __init__(self, n):
        self.n = n
    def __enter__(self):
        print("enter", self.n)
        return self.n
    def __exit__(self, *a):
        print("exit", self.n)
with (
    CM(1) as x,
    CM(2) as y,
):
    print("body", x, y)
with (CM(3)):
    pass
if True: print("one-line if")
for i in range(2): print("one-line for", i)
while False: pass
def one_liner(): return "one-line def"
print(one_liner())
class OneLine: attr = "one-line class"
print(OneLine.attr)
x = (
    1
    + 2
    * 3
)
print(x)
d = {
    "a": [1, 2,
          3],
    "b": {"nested": (4,
                     5)},
}
print(d)
print("a" if x else "b"); print("second statement")
lst = [i for i in range(10)
       if i % 2
       if i > 3]
print(lst)
def f(a,
      b=2,
      *args,
      **kw):
    return a, b, args, kw
print(f(1,
        3,
        4,
        k=5))
assert (1,
        2) == (1, 2)
print(__name__, type(__name__).__name__)
