import operator
from functools import reduce, partial
from itertools import starmap, accumulate

OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "//": operator.floordiv,
       "%": operator.mod, "**": operator.pow, "&": operator.and_, "|": operator.or_, "^": operator.xor, "<<": operator.lshift}
PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "//": 2, "%": 2, "**": 3, "&": 0, "|": 0, "^": 0, "<<": 0}

def tokens(expr):
    out, i = [], 0
    while i < len(expr):
        c = expr[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < len(expr) and expr[j].isdigit():
                j += 1
            out.append(int(expr[i:j]))
            i = j
        elif expr[i:i + 2] in OPS:
            out.append(expr[i:i + 2])
            i += 2
        elif c in OPS or c in "()":
            out.append(c)
            i += 1
        else:
            raise SyntaxError(f"bad character {c!r}")
    return out

def to_rpn(toks):
    out, stack = [], []
    for t in toks:
        if isinstance(t, int):
            out.append(t)
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack[-1] != "(":
                out.append(stack.pop())
            stack.pop()
        else:
            while stack and stack[-1] != "(" and (PREC[stack[-1]] > PREC[t] or (PREC[stack[-1]] == PREC[t] and t != "**")):
                out.append(stack.pop())
            stack.append(t)
    return out + stack[::-1]

def eval_rpn(rpn):
    st = []
    for t in rpn:
        if isinstance(t, int):
            st.append(t)
        else:
            b, a = st.pop(), st.pop()
            st.append(OPS[t](a, b))
    return st[0]

for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "17 // 5 % 3", "7 / 2 - 1", "1 << 4 | 3", "6 & 3 ^ 1", "10 - 4 - 3", "2 * (3 + 4) ** 2"]:
    rpn = to_rpn(tokens(e))
    print(f"{e:<18} {' '.join(map(str, rpn)):<24} = {eval_rpn(rpn)!r}")
try:
    tokens("2 $ 3")
except SyntaxError as err:
    print("SyntaxError:", err)
print(reduce(operator.mul, range(1, 11)), list(accumulate(range(1, 6), operator.mul)), list(starmap(operator.pow, [(2, 5), (3, 3)])))
double = partial(operator.mul, 2)
print(list(map(double, [1, 2, 3])), sorted(["bb", "a", "ccc"], key=operator.length_hint if False else len))
rows = [{"n": "x", "v": 3}, {"n": "y", "v": 1}, {"n": "z", "v": 2}]
print([r["n"] for r in sorted(rows, key=operator.itemgetter("v"))], list(map(operator.itemgetter("n", "v"), rows)))
print(operator.attrgetter("real", "imag")(3), operator.methodcaller("replace", "a", "o")("banana"), operator.not_(0), operator.truth([1]))
print(operator.concat("ab", "cd"), operator.contains("abc", "b"), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"))
print(operator.neg(5), operator.pos(-5), operator.inv(5), operator.abs(-2.5), operator.index(7), operator.is_not(None, 0))
acc = [1, 2]
operator.iadd(acc, [3])
print(acc, operator.getitem(acc, 1), operator.setitem(acc, 0, 9), acc, operator.delitem(acc, 0), acc)
