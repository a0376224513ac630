import string
import base64

def caesar(text, shift):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[shift:] + lo[:shift] + up[shift:] + up[:shift])
    return text.translate(table)

def vigenere(text, key, decrypt=False):
    out, ki = [], 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            k = ord(key[ki % len(key)].lower()) - ord("a")
            out.append(chr((ord(ch) - base + (-k if decrypt else k)) % 26 + base))
            ki += 1
        else:
            out.append(ch)
    return "".join(out)

def atbash(text):
    return text.translate(str.maketrans(string.ascii_letters, string.ascii_lowercase[::-1] + string.ascii_uppercase[::-1]))

def xor_bytes(data: bytes, key: bytes) -> bytes:
    return bytes(b ^ key[i % len(key)] for i, b in enumerate(data))

msg = "Attack at Dawn! Zebras & yaks, 2024."
for s in [3, 13, 25, 0]:
    enc = caesar(msg, s)
    print(s, enc, caesar(enc, (26 - s) % 26) == msg)
v = vigenere(msg, "Lemon")
print(v, vigenere(v, "Lemon", decrypt=True))
print(atbash(msg), atbash(atbash(msg)) == msg)
x = xor_bytes(msg.encode(), b"k3y")
print(x[:12], x.hex()[:24], xor_bytes(x, b"k3y").decode())
token = base64.urlsafe_b64encode(x).rstrip(b"=")
print(token, base64.urlsafe_b64decode(token + b"=" * (-len(token) % 4)) == x)
freq = sorted(((c, msg.lower().count(c)) for c in string.ascii_lowercase if c in msg.lower()), key=lambda t: (-t[1], t[0]))
print(freq[:5])
def crack(cipher):
    best = max(range(26), key=lambda s: sum(caesar(cipher, s).lower().count(c) for c in "etaoin"))
    return best, caesar(cipher, best)
print(crack(caesar("the quick brown fox jumps over the lazy dog", 7)))
print(string.capwords("  hello   wide world "), string.Template("$a-${b}x").substitute(a=1, b=2), "%s" % string.digits[::-2])
print(str.maketrans("ab", "xy"), "abcab".translate({97: "AA", 98: None}), "ǅungla".casefold(), "ß".upper().lower())
