# operator module functions and itemgetter/attrgetter/methodcaller
import operator as op
print(op.add(2, 3), op.sub(2, 3), op.mul(2, 3), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 2), op.pow(2, 10), op.neg(5), op.pos(-5), op.abs(-3))
print(op.and_(6, 3), op.or_(6, 3), op.xor(6, 3), op.invert(6), op.lshift(1, 4), op.rshift(32, 2), op.not_(0), op.truth([]), op.index(7))
print(op.eq(1, 1.0), op.ne(1, 2), op.lt(1, 2), op.le(2, 2), op.gt(1, 2), op.ge(3, 2), op.is_(None, None), op.is_not(1, None))
print(op.concat([1], [2]), op.contains("abc", "b"), op.countOf([1, 2, 1], 1), op.indexOf("abc", "c"), op.getitem([5, 6], 1))
l = [1, 2, 3]
op.setitem(l, 0, "x")
op.delitem(l, 1)
print(l, op.length_hint([1, 2]), op.length_hint(iter(range(5))))
x = [1]
print(op.iadd(x, [2]), x, op.imul("ab", 2), op.iconcat([0], [1]))
get1 = op.itemgetter(1)
get02 = op.itemgetter(0, 2)
print(get1("abc"), get02("abc"), get1({1: "one"}), sorted([(1, "b"), (2, "a")], key=get1), get02([[1], [2], [3]]))
class P:
    def __init__(self, name, age):
        self.name, self.age = name, age
        self.inner = self
    def greet(self, greeting, punct="!"):
        return f"{greeting}, {self.name}{punct}"
people = [P("ann", 30), P("bob", 25)]
print([p.name for p in sorted(people, key=op.attrgetter("age"))], op.attrgetter("name", "age")(people[0]), op.attrgetter("inner.inner.name")(people[1]))
print(op.methodcaller("greet", "Hi")(people[0]), op.methodcaller("greet", "Yo", punct="?")(people[1]), list(map(op.methodcaller("upper"), ["a", "b"])))
for call in [lambda: op.itemgetter(5)([1]), lambda: op.attrgetter("zzz")(people[0]), lambda: op.add(1, "a"), lambda: op.index(1.5), lambda: op.itemgetter()]:
    try:
        call()
    except (IndexError, AttributeError, TypeError) as e:
        print(type(e).__name__, e)
from functools import reduce
print(reduce(op.mul, range(1, 8)), list(map(op.add, [1, 2], [10, 20])), list(map(op.neg, [1, -2])), sum(map(op.mul, [1, 2], [3, 4])))
print(op.matmul.__name__, op.add.__name__, repr(op.itemgetter(1)), repr(op.attrgetter("a.b")), repr(op.methodcaller("m", 1, k=2)))
