import math, operator
from collections import namedtuple
Token = namedtuple("Token", "kind value pos")

class ParseError(Exception):
    def __init__(self, msg, pos):
        super().__init__(msg)
        self.pos = pos
    def __str__(self):
        return f"{self.args[0]} at {self.pos}"

def tokenize(src):
    i = 0
    out = []
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == '.':
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == '.'):
                j += 1
            text = src[i:j]
            out.append(Token("NUM", float(text) if '.' in text else int(text), i))
            i = j
        elif c.isalpha() or c == '_':
            j = next((k for k in range(i, len(src)) if not (src[k].isalnum() or src[k] == '_')), len(src))
            out.append(Token("ID", src[i:j], i))
            i = j
        elif src.startswith("**", i):
            out.append(Token("OP", "**", i)); i += 2
        elif c in "+-*/%(),=":
            out.append(Token("OP", c, i)); i += 1
        else:
            raise ParseError(f"unexpected character {c!r}", i)
    out.append(Token("EOF", None, len(src)))
    return out

BINOPS = {"+": (1, operator.add), "-": (1, operator.sub), "*": (2, operator.mul),
          "/": (2, operator.truediv), "%": (2, operator.mod), "**": (3, operator.pow)}
FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "floor": math.floor, "hypot": math.hypot}

class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0
    def peek(self):
        return self.toks[self.i]
    def next(self):
        self.i += 1
        return self.toks[self.i - 1]
    def expect(self, v):
        if (t := self.next()).value != v:
            raise ParseError(f"expected {v!r}, got {t.value!r}", t.pos)
    def expr(self, minprec=1):
        lhs = self.unary()
        while True:
            t = self.peek()
            if t.kind != "OP" or t.value not in BINOPS:
                break
            prec, fn = BINOPS[t.value]
            if prec < minprec:
                break
            self.next()
            rhs = self.expr(prec if t.value == "**" else prec + 1)
            lhs = ("bin", t.value, lhs, rhs)
        return lhs
    def unary(self):
        if self.peek().value == "-":
            return (self.next() and "neg", self.unary())
        return self.atom()
    def atom(self):
        t = self.next()
        if t.kind == "NUM":
            return ("num", t.value)
        if t.kind == "ID":
            if self.peek().value == "(":
                self.next()
                args = []
                while self.peek().value != ")":
                    args.append(self.expr())
                    if self.peek().value == ",":
                        self.next()
                self.expect(")")
                return ("call", t.value, args)
            return ("var", t.value)
        if t.value == "(":
            e = self.expr()
            self.expect(")")
            return e
        raise ParseError(f"unexpected {t.value!r}", t.pos)

def evaluate(node, env):
    match node:
        case ("num", v):
            return v
        case ("var", name) if name in env:
            return env[name]
        case ("var", name):
            raise NameError(f"name '{name}' is not defined")
        case ("neg", x):
            return -evaluate(x, env)
        case ("bin", op, a, b):
            return BINOPS[op][1](evaluate(a, env), evaluate(b, env))
        case ("call", fname, [*args]):
            return FUNCS[fname](*(evaluate(a, env) for a in args))
        case _:
            raise TypeError(f"bad node {node!r}")

env = {"x": 3, "y": 4.5, "big": 2**70}
tests = ["1 + 2 * 3", "2 ** 3 ** 2", "-2 ** 2", "x * y - 1", "sqrt(16) + max(1, 7, 3)", "-7 % 3",
         "big * big", "1 / 0", "z + 1", "3 $ 4", "(1 + 2", "min()", "sqrt(-1)", "10 % 0", "2.5 ** 400 ** 2"]
for src in tests:
    try:
        ast = Parser(tokenize(src)).expr()
        print(f"{src:<25} => {evaluate(ast, env)!r}")
    except ParseError as e:
        print(f"{src:<25} !! ParseError: {e} (pos={e.pos})")
    except Exception as e:
        print(f"{src:<25} !! {type(e).__name__}: {e}")
