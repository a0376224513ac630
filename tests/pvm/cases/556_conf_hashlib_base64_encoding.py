import hashlib, base64
for data in [b'', b'abc', b'The quick brown fox jumps over the lazy dog', 'héllo'.encode()]:
    print(hashlib.sha256(data).hexdigest()[:32], hashlib.sha3_256(data).hexdigest()[:32], len(hashlib.sha256(data).digest()))
h = hashlib.sha256()
for part in [b'The quick ', b'brown fox ', b'jumps over the lazy dog']:
    h.update(part)
print(h.hexdigest() == hashlib.sha256(b'The quick brown fox jumps over the lazy dog').hexdigest(), h.name, h.digest_size, h.block_size)
h2 = h.copy()
h2.update(b'!')
print(h.hexdigest()[:16], h2.hexdigest()[:16])
print(hashlib.new('sha256', b'x').hexdigest()[:16])
try:
    hashlib.sha256('text')
except TypeError as e:
    print('TypeError', e)
for raw in [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(250, 256))]:
    enc = base64.b64encode(raw)
    print(raw, enc, base64.b64decode(enc) == raw, base64.urlsafe_b64encode(raw), base64.b16encode(raw), base64.b32encode(raw))
print(base64.b64decode('aGVsbG8='), base64.b64decode(b'aGVsbG8'+b'='), base64.urlsafe_b64decode('-_8='), base64.b16decode('414243'), base64.b32decode('MZXW6==='), base64.standard_b64encode(b'\xff\xfe'))
try:
    base64.b64decode('abc')
except Exception as e:
    print(type(e).__name__, e)
try:
    base64.b64decode('a$bc', validate=True)
except Exception as e:
    print(type(e).__name__, e)
print(base64.b64decode('a$b=c=', validate=False) if False else '', base64.b85encode(b'hello') if hasattr(base64, 'b85encode') else '')
token = base64.urlsafe_b64encode(hashlib.sha256(b'secret:42').digest()).rstrip(b'=').decode()
print(token, len(token))
def checksum(s):
    return hashlib.sha256(s.encode()).hexdigest()[:8]
ids = {checksum(w): w for w in ['alpha', 'beta', 'gamma']}
print(sorted(ids.items()))
