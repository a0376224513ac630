# special methods follow the MRO through built-in bases: class I(int, Mixin) keeps int's
# __repr__/__eq__/__add__ and takes from Mixin only what int does not define
class M:
    def __repr__(self): return "M.repr"
    def __str__(self): return "M.str"
    def __eq__(self, o): return "M.eq"
    def __add__(self, o): return "M.add"
    def __len__(self): return 99
    def __getitem__(self, i): return "M.getitem"
    def __contains__(self, x): return True
    def __iter__(self): return iter("M")
    def __lt__(self, o): return "M.lt"
    def __bool__(self): return False
    def __format__(self, spec): return "M.format"
    def upper(self): return "M.upper"


class I(int, M): pass
class S(str, M): pass
class L(list, M): pass
class D(dict, M): pass
class First(M, int): pass


checks = [repr, str, lambda o: o == o, lambda o: o + o, len, lambda o: o[0] if not isinstance(o, D) else o["a"],
          lambda o: 3 in o, list, lambda o: o < o, bool, lambda o: format(o, ""), lambda o: o.upper()]
for o in (I(5), S("ab"), L([1, 2]), D(a=1), First(7)):
    results = []
    for check in checks:
        try:
            results.append(check(o))
        except Exception as e:
            results.append(type(e).__name__)
    print(type(o).__name__, results)

