# mini-program: recursive-descent parser and evaluator for arithmetic with variables
import math
class ParseError(Exception):
    pass
def lex(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(s) and (s[j].isdigit() or s[j] == "."):
                j += 1
            out.append(("num", float(s[i:j]) if "." in s[i:j] else int(s[i:j])))
            i = j
        elif c.isalpha():
            j = i
            while j < len(s) and s[j].isalnum():
                j += 1
            out.append(("id", s[i:j]))
            i = j
        elif c in "+-*/^(),":
            out.append(("op", c))
            i += 1
        else:
            raise ParseError(f"bad char {c!r}")
    return out + [("end", None)]
class Parser:
    def __init__(self, text, env):
        self.toks = lex(text)
        self.i = 0
        self.env = env
    def peek(self):
        return self.toks[self.i]
    def take(self, kind=None, val=None):
        t = self.toks[self.i]
        if (kind and t[0] != kind) or (val is not None and t[1] != val):
            raise ParseError(f"expected {val or kind}, got {t[1]!r}")
        self.i += 1
        return t
    def parse(self):
        v = self.expr()
        self.take("end")
        return v
    def expr(self):
        v = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            v = v + self.term() if op == "+" else v - self.term()
        return v
    def term(self):
        v = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            rhs = self.factor()
            v = v * rhs if op == "*" else v / rhs
        return v
    def factor(self):
        base = self.unary()
        if self.peek() == ("op", "^"):
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        if self.peek() == ("op", "-"):
            self.take()
            return -self.unary()
        return self.atom()
    def atom(self):
        kind, val = self.peek()
        if kind == "num":
            self.take()
            return val
        if kind == "id":
            self.take()
            if self.peek() == ("op", "("):
                self.take()
                args = [self.expr()]
                while self.peek() == ("op", ","):
                    self.take()
                    args.append(self.expr())
                self.take("op", ")")
                return getattr(math, val)(*args)
            if val not in self.env:
                raise ParseError(f"unknown variable {val!r}")
            return self.env[val]
        if (kind, val) == ("op", "("):
            self.take()
            v = self.expr()
            self.take("op", ")")
            return v
        raise ParseError(f"unexpected {val!r}")
env = {"x": 3, "y": 0.5, "big": 10 ** 20}
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "x * y + 1", "big * big + 1", "7 / 2", "sqrt(16) + hypot(3, 4)",
            "floor(2.7) - ceil(-1.5)", "1 +", "2 * (3", "z + 1", "3 $ 4", "1 / 0", "10 - 2 - 3", "pow(2, 0.5) * pow(2, 0.5)"]:
    try:
        print(f"{src!r:28} = {Parser(src, env).parse()!r}")
    except (ParseError, ZeroDivisionError) as e:
        print(f"{src!r:28} ! {type(e).__name__}: {e}")
