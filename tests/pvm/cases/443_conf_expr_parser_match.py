from dataclasses import dataclass
from typing import Union

@dataclass
class Num:
    value: float

@dataclass
class BinOp:
    op: str
    left: "Expr"
    right: "Expr"

@dataclass
class Neg:
    operand: "Expr"

Expr = Union[Num, BinOp, Neg]

def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(("NUM", float(src[i:j]) if "." in src[i:j] else int(src[i:j])))
            i = j
        elif ch in "+-*/()^%":
            tokens.append(("OP", ch))
            i += 1
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {i}")
    return tokens

class Parser:
    PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}
    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0
    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("EOF", None)
    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok
    def parse(self, min_prec=1):
        left = self.atom()
        while True:
            kind, op = self.peek()
            if kind != "OP" or op not in self.PREC or self.PREC[op] < min_prec:
                return left
            self.take()
            nxt = self.PREC[op] + (0 if op == "^" else 1)
            left = BinOp(op, left, self.parse(nxt))
    def atom(self):
        match self.take():
            case ("NUM", v):
                return Num(v)
            case ("OP", "-"):
                return Neg(self.atom())
            case ("OP", "("):
                e = self.parse()
                if self.take() != ("OP", ")"):
                    raise SyntaxError("expected )")
                return e
            case tok:
                raise SyntaxError(f"unexpected token {tok}")

def evaluate(e):
    match e:
        case Num(v):
            return v
        case Neg(x):
            return -evaluate(x)
        case BinOp("+", l, r):
            return evaluate(l) + evaluate(r)
        case BinOp("-", l, r):
            return evaluate(l) - evaluate(r)
        case BinOp("*", l, r):
            return evaluate(l) * evaluate(r)
        case BinOp("/", l, r):
            return evaluate(l) / evaluate(r)
        case BinOp("%", l, r):
            return evaluate(l) % evaluate(r)
        case BinOp("^", l, r):
            return evaluate(l) ** evaluate(r)

def show(e):
    match e:
        case Num(v):
            return repr(v)
        case Neg(x):
            return f"(-{show(x)})"
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"

for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "7 % 3 * 2.5", "((2))", "1 / 0", "3 +", "2 $ 3", "1.5 * -(2 - 4)"]:
    try:
        tree = Parser(tokenize(src)).parse()
        print(f"{src:<16} => {show(tree):<28} = {evaluate(tree)!r}")
    except (SyntaxError, ZeroDivisionError) as exc:
        print(f"{src:<16} !! {type(exc).__name__}: {exc}")
