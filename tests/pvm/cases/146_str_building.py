# building strings: concatenation, join, character counting, reversing words
parts = []
for i in range(5):
    parts.append(f"<{i}>")
print("".join(parts), len("".join(parts)))
s = ""
for ch in "abc":
    s = ch + s + ch
print(s)
text = "It was the best of times, it was the worst of times"
counts = {}
for ch in text.lower():
    if ch.isalpha():
        counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
words = text.split()
print(" ".join(reversed(words)), " ".join(w[::-1] for w in words))
print(" ".join(w.capitalize() for w in words), len(words), len(set_words := dict.fromkeys(w.lower().strip(",") for w in words)))
print(list(set_words))
def caesar(msg, shift):
    out = []
    for ch in msg:
        if ch.isalpha() and ch.isascii():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World! zZ", 3)
print(enc, caesar(enc, -3))
def rle(s):
    if not s:
        return ""
    out = []
    prev, n = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = ch, 1
    out.append(f"{n}{prev}")
    return "".join(out)
print(rle("aaabccddddde"), rle(""), rle("x"))
def is_palindrome(s):
    cleaned = "".join(c.lower() for c in s if c.isalnum())
    return cleaned == cleaned[::-1]
print([is_palindrome(p) for p in ["A man, a plan, a canal: Panama", "hello", "", "No 'x' in Nixon"]])
def wrap(text, width):
    lines, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines
for line in wrap(text, 16):
    print(f"|{line:<16}|")
print("-".join(str(i) for i in range(10)), "".join(chr(65 + i) for i in range(26)))
