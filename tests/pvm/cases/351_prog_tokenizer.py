# mini-program: a tokenizer for a small expression language with error positions
KEYWORDS = ("let", "if", "then", "else", "fn")
class Token:
    __slots__ = ("kind", "text", "pos")
    def __init__(self, kind, text, pos):
        self.kind, self.text, self.pos = kind, text, pos
    def __repr__(self):
        return f"{self.kind}:{self.text!r}@{self.pos}"
class LexError(Exception):
    pass
def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
            continue
        if ch == "#":
            while i < len(src) and src[i] != "\n":
                i += 1
            continue
        start = i
        if ch.isdigit():
            while i < len(src) and (src[i].isdigit() or src[i] == "_"):
                i += 1
            if i < len(src) and src[i] == ".":
                i += 1
                while i < len(src) and src[i].isdigit():
                    i += 1
                tokens.append(Token("FLOAT", src[start:i], start))
            else:
                tokens.append(Token("INT", src[start:i], start))
            continue
        if ch.isalpha() or ch == "_":
            while i < len(src) and (src[i].isalnum() or src[i] == "_"):
                i += 1
            word = src[start:i]
            tokens.append(Token("KW" if word in KEYWORDS else "NAME", word, start))
            continue
        if ch == '"':
            i += 1
            buf = []
            while i < len(src) and src[i] != '"':
                if src[i] == "\\" and i + 1 < len(src):
                    buf.append({"n": "\n", "t": "\t"}.get(src[i + 1], src[i + 1]))
                    i += 2
                else:
                    buf.append(src[i])
                    i += 1
            if i >= len(src):
                raise LexError(f"unterminated string starting at {start}")
            i += 1
            tokens.append(Token("STR", "".join(buf), start))
            continue
        two = src[i:i + 2]
        if two in ("==", "!=", "<=", ">=", "->", "**"):
            tokens.append(Token("OP", two, start))
            i += 2
            continue
        if ch in "+-*/%()<>=,;{}":
            tokens.append(Token("OP", ch, start))
            i += 1
            continue
        raise LexError(f"unexpected character {ch!r} at {i}")
    tokens.append(Token("EOF", "", len(src)))
    return tokens
programs = [
    "let x = 42;",
    "let pi = 3.14159; let big = 1_000_000",
    'fn greet(name) -> "hello\\t" + name # comment here\nif x >= 10 then x ** 2 else -x',
    "a!=b == c<=d",
    'let s = "unterminated',
    "let y = 5 @ 3",
]
for p in programs:
    try:
        toks = tokenize(p)
        print(len(toks), toks)
    except LexError as e:
        print("LexError:", e)
counts = {}
for t in tokenize(programs[2]):
    counts[t.kind] = counts.get(t.kind, 0) + 1
print(sorted(counts.items()))
