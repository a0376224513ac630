# return statements: implicit None, early returns, tuples, functions returning functions
def implicit():
    x = 1
print(implicit())
def early(n):
    if n < 0:
        return "negative"
    if n == 0:
        return
    return n * 2
print(early(-1), early(0), early(5))
def multi():
    return 1, "two", [3]
print(multi(), type(multi()).__name__)
a, b, c = multi()
print(a, b, c)
def single_tuple():
    return (1,)
print(single_tuple())
def returns_function(kind):
    if kind == "upper":
        return str.upper
    def custom(s):
        return s[::-1]
    return custom
print(returns_function("upper")("abc"), returns_function("rev")("abc"))
def returns_generator():
    return (i for i in range(3))
print(list(returns_generator()))
def nested_return():
    for i in range(10):
        for j in range(10):
            if i * j == 12:
                return (i, j)
    return None
print(nested_return())
def while_return():
    n = 0
    while True:
        n += 1
        if n * n > 50:
            return n
print(while_return())
def return_in_try():
    try:
        return "from try"
    except Exception:
        return "from except"
print(return_in_try())
def return_list_alias():
    data = [1, 2]
    return data
r1 = return_list_alias()
r2 = return_list_alias()
r1.append(3)
print(r1, r2, r1 is r2)
def return_lambda(n):
    return lambda x: x ** n
print(return_lambda(2)(9), return_lambda(3)(2))
def recursion_return(n):
    return [] if n == 0 else recursion_return(n - 1) + [n]
print(recursion_return(5))
def gen_with_return():
    yield 1
    return 2
g = gen_with_return()
print(next(g), next(g, "gen return value not seen by next"))
def return_none_explicit():
    return None
print(return_none_explicit() is None)
def conditional_return(x):
    return "big" if x > 10 else "small" if x > 0 else "nonpositive"
print([conditional_return(x) for x in [20, 5, 0]])
