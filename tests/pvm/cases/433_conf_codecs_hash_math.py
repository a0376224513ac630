import math, hashlib, base64
s = "héllo €😀"
cases = [
    lambda: (s.encode("utf-16"), s.encode("utf-16-le")[:6], s.encode("utf-32-be")[:8], s.encode("latin-1", "replace")),
    lambda: (s.encode("ascii", "backslashreplace"), s.encode("ascii", "xmlcharrefreplace"), s.encode("ascii", "ignore")),
    lambda: (s.encode("cp1252", "replace") , s.encode("utf-8").decode("latin-1"), "ÿ".encode("latin-1").decode("cp1252")),
    lambda: (b"\xef\xbb\xbfhi".decode("utf-8-sig"), b"\xff\xfeh\x00".decode("utf-16"), b"abc\x80".decode("ascii", "backslashreplace")),
    lambda: (bytes.fromhex("00ff"), bytearray.fromhex("0a 0b"), b"abc".hex(" ", -1), b"\x00\x10".hex()),
    lambda: (b"hello world".title(), b"Hello".swapcase(), b"a\tb".expandtabs(4), b"abc".ljust(5, b"."), b" x ".lstrip()),
    lambda: (b"abc"[1], b"abc"[1:], b"abc" * 2, bytes(reversed(b"abc")), b"a" + bytearray(b"b"), bytearray(b"a") + b"b"),
    lambda: (b"x,y".split(b","), b"a  b".split(), b"abc".startswith((b"x", b"a")), b"abc".find(98), b"abc".index(b"c")),
    lambda: (b"%d-%s-%r-%x" % (1, b"s", b"r", 255), b"%5.2f" % 3.14159, b"%c" % 65, b"%b" % b"bb"),
    lambda: (bytes(b"abc").isalnum(), b"123".isdigit(), b"  ".isspace(), b"Ab".istitle(), b"ab".islower()),
    lambda: (int.from_bytes(b"\xff\xff", "big", signed=True), (65535).to_bytes(2, "big"), (1).to_bytes(4, "little")),
    lambda: (hashlib.sha256(s.encode()).hexdigest()[:16], hashlib.sha3_256(b"abc").hexdigest()[:16], hashlib.md5(b"").hexdigest()),
    lambda: (hashlib.sha256(b"a" * 1000).hexdigest()[:16], len(hashlib.sha256().digest()), hashlib.sha256(b"x").name),
    lambda: (base64.b64encode(s.encode()), base64.b64decode(b"aMOpbGxvIOKCrPCfmIA="), base64.b64encode(b"\x00" * 5)),
    lambda: (base64.urlsafe_b64encode(b"\xff\xfe\xfd"), base64.b32encode(b"hello"), base64.b16encode(b"hi"), base64.b64encode(b"")),
    lambda: (base64.b64decode("aGk"), base64.b64decode("!!!")),
    lambda: (base64.b32decode("NBSWY3DP"), base64.b16decode("6869"), base64.b16decode("6a", casefold=True)),
    lambda: (base64.b64encode(b"ab", altchars=b"-_"), base64.b64decode(b"YWI=\n"), base64.encodebytes(b"abc"), base64.decodebytes(b"YWJj\n")),
    lambda: (math.floor(-0.5), math.ceil(0.0000001), math.log(8, 2), math.log(1000, 10), math.log10(0.001), math.exp(-745.2)),
    lambda: (math.sqrt(16), math.isqrt(0), math.pow(0, 0), 0 ** 0, 0.0 ** 0, math.pow(-8, 1/3) if False else 1),
    lambda: (math.gcd(0, 0), math.gcd(-12, 18), math.lcm(0, 5), math.comb(50, 25), math.perm(10, 0), math.factorial(25)),
    lambda: (math.fsum([0.1, 0.2, 0.3]), sum([0.1, 0.2, 0.3]), math.fsum([1e308, 1e308, -1e308])),
    lambda: (math.isclose(1, 1.0000001), math.isclose(1e-10, 0, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01)),
    lambda: (math.trunc(-0.9), math.floor(2**60 + 0.5), math.ceil(1e16 + 1), round(2**60 + 0.5), int(2.5e20)),
    lambda: (math.atan2(0, -1), math.atan2(-0.0, -1), math.hypot(3e200, 4e200), math.dist((1,), (4,))),
    lambda: (math.sin(1e10), math.cos(1e22), math.tan(math.pi / 4), math.exp(100), math.log(2**1000), math.log2(2**-1074 if False else 1e-300)),
    lambda: (math.modf(-3.75), math.frexp(-0.0), math.frexp(1e-310), math.ldexp(1, -1075), math.ldexp(1, 1024) if False else 0),
    lambda: (math.fmod(10, 3), math.fmod(-10, 3), math.remainder(10, 3), math.remainder(-10, 4), math.copysign(0.0, -1)),
    lambda: (math.degrees(1), math.radians(1), math.erf(1), math.gamma(0.5), math.lgamma(0.5), math.gamma(171.5) if False else 0),
    lambda: (float.fromhex("0x1.999999999999ap-4"), (0.1).hex(), (1/3).hex(), float("1e-400"), 1e-400 == 0),
]
for i, c in enumerate(cases):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
