# sorting records with operator.itemgetter/attrgetter and multi-pass stable sorts
from operator import itemgetter, attrgetter, methodcaller
from collections import namedtuple
rows = [("ann", "eng", 31, 120), ("bob", "ops", 25, 90), ("cy", "eng", 25, 110), ("di", "ops", 31, 95), ("ed", "eng", 40, 120)]
print(sorted(rows, key=itemgetter(2)))
print(sorted(rows, key=itemgetter(1, 2)))
print(sorted(rows, key=itemgetter(3), reverse=True))
s = sorted(rows, key=itemgetter(0))
s = sorted(s, key=itemgetter(3), reverse=True)
s = sorted(s, key=itemgetter(1))
print([r[0] for r in s])
Emp = namedtuple("Emp", "name dept age salary")
emps = [Emp(*r) for r in rows]
print([e.name for e in sorted(emps, key=attrgetter("dept", "salary"))])
print([e.name for e in sorted(emps, key=lambda e: (e.dept, -e.salary, e.name))])
print(max(emps, key=attrgetter("salary")).name, min(emps, key=attrgetter("age", "name")).name)
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words, key=methodcaller("lower")), sorted(words, key=methodcaller("casefold")), sorted(words, key=methodcaller("count", "a")))
d = {"x": 3, "y": 1, "z": 2}
print(sorted(d.items(), key=itemgetter(1)), max(d.items(), key=itemgetter(1))[0])
nested = [{"user": {"name": "b", "score": 5}}, {"user": {"name": "a", "score": 9}}, {"user": {"name": "c", "score": 5}}]
print([n["user"]["name"] for n in sorted(nested, key=lambda n: (-n["user"]["score"], n["user"]["name"]))])
get_name = itemgetter("name")
print(list(map(get_name, [{"name": "p"}, {"name": "q"}])), itemgetter(slice(1, 3))("abcd"), itemgetter(-1)([1, 2]))
print(list(map(itemgetter(0, -1), rows))[:2], [attrgetter("name")(e) for e in emps[:2]])
by_dept = {}
for e in sorted(emps, key=attrgetter("dept")):
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept)
