class ParseError(Exception):
    def __init__(self, line_no, message):
        super().__init__(f"line {line_no}: {message}")
        self.line_no = line_no

def records(lines):
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise ParseError(n, f"expected 'key: value', got {line!r}")
        yield key.strip(), value.strip()

def load(text):
    out = {}
    for key, value in records(text.splitlines()):
        if key in out:
            raise ParseError(-1, f"duplicate key {key!r}")
        out[key] = int(value) if value.lstrip("-").isdigit() else value
    return out

good = """
# settings
name: demo
retries: 3
offset: -2
"""
cfg = load(good)
print(cfg, sum(v for v in cfg.values() if isinstance(v, int)))
try:
    load("a: 1\na: 2")
except ParseError as e:
    print("ParseError:", e, e.line_no)
partial = []
try:
    for kv in records(["x: 1", "y: 2", "oops", "z: 3"]):
        partial.append(kv)
except ParseError as e:
    print("stopped after", partial, "|", e)
def summarize(text):
    cfg = load(text)
    return ", ".join(f"{k}={v}" for k, v in sorted(cfg.items()))
print(summarize("b: 2\na: 1"))
print(summarize("version: 2\nmode fast\nlevel: 9"))
