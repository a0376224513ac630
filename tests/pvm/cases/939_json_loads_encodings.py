# json.loads of bytes in every UTF encoding, detected as CPython does
import json
doc = '{"a": [1, 2.5, "\u00e9\u4e2d"], "b": null}'
for enc in ("utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"):
    print(enc, json.loads(doc.encode(enc)), json.loads(bytearray("[7]".encode(enc))), json.loads("1".encode(enc)))
for bad in (b"\xff", b"[1,", "\ufeff[1]", b"", b"\x00"):
    try:
        print(json.loads(bad))
    except ValueError as e:
        print(type(e).__name__, e)
print(json.loads(json.dumps({'k%d' % 1: [1, 'x' * 1]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 2: [2, 'x' * 2]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 3: [3, 'x' * 3]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 4: [4, 'x' * 4]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 5: [5, 'x' * 5]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 6: [6, 'x' * 6]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 7: [7, 'x' * 7]}).encode('utf-16')))
print(json.loads(json.dumps({'k%d' % 8: [8, 'x' * 8]}).encode('utf-16')))
print(json.loads(b'  [1]  '))
print(json.loads(bytearray(b'{}')))
