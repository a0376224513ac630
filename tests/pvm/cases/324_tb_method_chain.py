# uncaught exception propagating through a chain of methods on objects
class ParseError(ValueError):
    pass
class Parser:
    def __init__(self, text):
        self.text = text
        self.pos = 0
    def expect(self, ch):
        if self.pos >= len(self.text) or self.text[self.pos] != ch:
            found = self.text[self.pos] if self.pos < len(self.text) else "end of input"
            raise ParseError(f"expected {ch!r} at {self.pos}, found {found!r}")
        self.pos += 1
    def number(self):
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos].isdigit():
            self.pos += 1
        return int(self.text[start:self.pos])
    def pair(self):
        self.expect("(")
        a = self.number()
        self.expect(",")
        b = self.number()
        self.expect(")")
        return a, b
print(Parser("(1,2)").pair(), Parser("(10,20)").pair())
print(Parser("(3;4)").pair())
print("unreachable")
