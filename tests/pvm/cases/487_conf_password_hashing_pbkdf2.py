import hashlib
import base64
import json

def hash_password(password: str, salt: bytes, iterations: int = 1000) -> str:
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations)
    return "pbkdf2_sha256$%d$%s$%s" % (iterations, base64.b64encode(salt).decode(), base64.b64encode(dk).decode())

def verify(password: str, stored: str) -> bool:
    algo, iters, salt_b64, hash_b64 = stored.split("$")
    if algo != "pbkdf2_sha256":
        raise ValueError(f"unknown algorithm {algo!r}")
    salt = base64.b64decode(salt_b64)
    return hash_password(password, salt, int(iters)) == stored

users = {}
for i, (name, pw) in enumerate([("ann", "hunter2"), ("bob", "correct horse"), ("cy", "")]):
    salt = hashlib.sha256(f"salt-{i}-{name}".encode()).digest()[:8]
    users[name] = hash_password(pw, salt, 500 + 250 * i)
print(json.dumps(users, indent=1))
for name, attempt in [("ann", "hunter2"), ("ann", "Hunter2"), ("bob", "correct horse"), ("cy", ""), ("cy", " ")]:
    print(f"{name:<4} {attempt!r:<16} {verify(attempt, users[name])}")
try:
    verify("x", "md5$1$AA==$AA==")
except ValueError as e:
    print("ValueError:", e)
print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 2, 20).hex())
print(hashlib.pbkdf2_hmac("sha512", b"pw", b"salt", 3, dklen=80).hex()[:40])
print(len(hashlib.pbkdf2_hmac("sha256", b"", b"", 1, dklen=33)), hashlib.pbkdf2_hmac("sha3_256", b"k", b"s", 2).hex()[:16])
for bad in [("sha256", "str", b"s", 1), ("sha256", b"p", b"s", 0), ("sha256", b"p", b"s", 1, -1)]:
    try:
        hashlib.pbkdf2_hmac(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
digest = hashlib.sha256()
for part in users.values():
    digest.update(part.encode())
print(digest.hexdigest()[:32], hashlib.sha3_256(b"".join(u.encode() for u in users)).hexdigest()[:32])
