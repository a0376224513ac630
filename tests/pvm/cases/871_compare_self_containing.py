# Comparing containers that contain themselves (built by deepcopy of a
# self-referencing list, tuple or dict) recurses without end: CPython stops
# it with RecursionError "... in comparison"; the PVM must too, for dicts as
# well as sequences, and never crash the host.
import copy

def attempt(label, fn):
    try:
        print(label, fn())
    except RecursionError as e:
        print(label, "RecursionError:", e)
    except TypeError as e:
        print(label, "TypeError:", e)


lst = []
lst.append(lst)
lst2 = copy.deepcopy(lst)
print(lst2[0] is lst2, len(lst2), lst)

tup = ([],)
tup[0].append(tup)
tup2 = copy.deepcopy(tup)
print(tup2[0][0] is tup2, tup)

dct = {}
dct["self"] = dct
dct2 = copy.deepcopy(dct)
print(dct2["self"] is dct2, dct)

for name, (a, b) in [("list", (lst, lst2)), ("tuple", (tup, tup2)), ("dict", (dct, dct2))]:
    attempt(name + " ==", lambda: a == b)
    attempt(name + " !=", lambda: a != b)
    attempt(name + " <", lambda: a < b)

# Identity still short-circuits: a container equals itself.
print(lst == lst, dct == dct, [lst] == [lst], {"k": dct} == {"k": dct})

# A dict of lists holding the dict, compared with its copy.
mixed = {"items": []}
mixed["items"].append(mixed)
attempt("mixed ==", lambda: mixed == copy.deepcopy(mixed))
attempt("in", lambda: copy.deepcopy(mixed) in [mixed])
attempt("count", lambda: [dct, dct].count(dct2))

# After the error, ordinary comparisons of nested data still work.
nested = {"a": [1, {"b": (2, 3)}], "c": {"d": [4, 5]}}
print(nested == copy.deepcopy(nested), [nested] < [nested, 1])
