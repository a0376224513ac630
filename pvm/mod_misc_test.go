package pvm

import "testing"

// hashlib, base64, heapq, bisect, string and copy: expected outputs produced by CPython 3.11
// (the generator is described in mod_native_test.go).
func TestSmallModules(t *testing.T) {
	runPyCases(t, []pyCase{
		{`import hashlib
for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "blake2b", "blake2s"]:
    h = hashlib.new(name, b"abc")
    c = h.copy()
    c.update(b"def")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest(), c.hexdigest()[:16], getattr(hashlib, name)(b"abcdef").digest()[:4])
print(hashlib.blake2b(b"x", digest_size=16).hexdigest(), hashlib.blake2b(b"x", key=b"k").hexdigest()[:16])
print(hashlib.blake2s(b"x", key=b"k").hexdigest()[:16], hashlib.sha256(string=b"x").hexdigest()[:8])
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: hashlib.new("nope"))
t(lambda: hashlib.sha256(data=b"x"))
t(lambda: hashlib.sha3_256("s"))
t(lambda: hashlib.blake2b(5))
t(lambda: hashlib.blake2b(digest_size=65))
`,
			"md5 md5 16 64 900150983cd24fb0d6963f7d28e17f72 e80b5017098950fc b'\\xe8\\x0bP\\x17'\n" +
				"sha1 sha1 20 64 a9993e364706816aba3e25717850c26c9cd0d89d 1f8ac10f23c5b5bc b'\\x1f\\x8a\\xc1\\x0f'\n" +
				"sha224 sha224 28 64 23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7 7043631cb415556a b'pCc\\x1c'\n" +
				"sha256 sha256 32 64 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad bef57ec7f53a6d40 b'\\xbe\\xf5~\\xc7'\n" +
				"sha384 sha384 48 128 cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7 c6a4c65b227e7387 b'\\xc6\\xa4\\xc6['\n" +
				"sha512 sha512 64 128 ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f e32ef19623e8ed9d b'\\xe3.\\xf1\\x96'\n" +
				"sha3_224 sha3_224 28 144 e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf ceb3f4cd85af0811 b'\\xce\\xb3\\xf4\\xcd'\n" +
				"sha3_256 sha3_256 32 136 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532 59890c1d183aa279 b'Y\\x89\\x0c\\x1d'\n" +
				"sha3_384 sha3_384 48 104 ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25 d77460b0ce610916 b'\\xd7t`\\xb0'\n" +
				"sha3_512 sha3_512 64 72 b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0 01309a45c57cd7fa b'\\x010\\x9aE'\n" +
				"blake2b blake2b 64 128 ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923 dde410524e3569b3 b'\\xdd\\xe4\\x10R'\n" +
				"blake2s blake2s 32 64 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982 267e4443fc1a3887 b'&~DC'\n" +
				"442a44457137672b3218c1007dc8f76a ef928e09e725a039\n" +
				"b4ee3ecf34197152 2d711642\n" +
				"ValueError unsupported hash type nope\n" +
				"TypeError 'data' is an invalid keyword argument for openssl_sha256()\n" +
				"TypeError Strings must be encoded before hashing\n" +
				"TypeError object supporting the buffer API required\n" +
				"ValueError digest_size must be between 1 and 64 bytes\n"},
		{`import base64
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: base64.b64decode(5))
t(lambda: base64.b64decode("é"))
t(lambda: base64.b64encode(5))
t(lambda: base64.b32encode("s"))
t(lambda: base64.b85encode("s"))
t(lambda: base64.encodebytes("s"))
t(lambda: base64.b64decode(b"=abc", validate=True))
t(lambda: base64.b64decode(b"ab==c", validate=True))
t(lambda: base64.b64decode(b"ab=c", validate=True))
t(lambda: base64.b64decode(b"abc=d"))
t(lambda: base64.b64decode(b"abcde"))
t(lambda: base64.b64decode(b"abcd===", validate=True))
t(lambda: base64.b64decode(b"-_8=", altchars=b"-_"))
t(lambda: base64.b32decode(b"MZXW6YT="))
t(lambda: base64.b32decode(b"MZXW6Y1B"))
t(lambda: base64.b32decode(b"MZXW6YTB", map01=b"L"))
t(lambda: base64.b32hexencode(b"hello"))
t(lambda: base64.b32hexdecode(b"D1IMOR3F"))
t(lambda: base64.b85decode(b"|NsC0"))
t(lambda: base64.b85decode(b"abc\x00"))
t(lambda: base64.b85encode(b"\x00\x00\x00", pad=True))
t(lambda: base64.a85decode(b"abc\x01"))
t(lambda: base64.a85decode(b"az"))
t(lambda: base64.a85decode(b's8W-"'))
t(lambda: base64.a85encode(b"\x00\x00\x00\x00    ", foldspaces=True))
t(lambda: base64.a85encode(b"hello world", wrapcol=5, adobe=True))
t(lambda: base64.a85decode(b"<~BOu!rDZ~>", adobe=True))
t(lambda: base64.a85encode(b"\x00\x00"))
t(lambda: base64.b16decode(b"0g"))
t(lambda: base64.decodebytes(b"YW Jj\nZA=="))
`,
			"TypeError argument should be a bytes-like object or ASCII string, not 'int'\n" +
				"ValueError string argument should contain only ASCII characters\n" +
				"TypeError a bytes-like object is required, not 'int'\n" +
				"TypeError memoryview: a bytes-like object is required, not 'str'\n" +
				"TypeError memoryview: a bytes-like object is required, not 'str'\n" +
				"TypeError expected bytes-like object, not str\n" +
				"Error Leading padding not allowed\n" +
				"Error Excess data after padding\n" +
				"Error Discontinuous padding not allowed\n" +
				"b'i\\xb7'\n" +
				"Error Invalid base64-encoded string: number of data characters (5) cannot be 1 more than a multiple of 4\n" +
				"b'i\\xb7\\x1d'\n" +
				"b'\\xfb\\xff'\n" +
				"b'foob'\n" +
				"Error Non-base32 digit found\n" +
				"b'fooba'\n" +
				"b'D1IMOR3F'\n" +
				"b'hello'\n" +
				"b'\\xff\\xff\\xff\\xff'\n" +
				"ValueError bad base85 character at position 3\n" +
				"b'00000'\n" +
				"ValueError Non-Ascii85 digit found: \x01\n" +
				"ValueError z inside Ascii85 5-tuple\n" +
				"ValueError Ascii85 overflow\n" +
				"b'zy'\n" +
				"b'<~BOu\\n!rD]j\\n7BEbo\\n7~>'\n" +
				"b'hello'\n" +
				"b'!!!'\n" +
				"Error Non-base16 digit found\n" +
				"b'abcd'\n"},
		{`import heapq, bisect, copy, string
h = []
for v in [(2, "b"), (1, "z"), (2, "a"), (0, "q")]:
    heapq.heappush(h, v)
print(h, heapq.nsmallest(2, h), heapq.nlargest(2, h, key=lambda p: p[1]))
print(list(heapq.merge([1, 3, 5], [2, 4], [0, 6, 7], key=lambda x: -x if False else x)), list(heapq.merge()))
m = heapq.merge([3, 1], [2], reverse=True)
print(next(m), list(m))
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: heapq.heappush(5, 1))
t(lambda: heapq.heappop(5))
t(lambda: heapq.nsmallest(2, [1, "a", 3]))
t(lambda: bisect.bisect_left([1, 2, 3], 2, hi=-1))
t(lambda: bisect.bisect_right([1, 2, 3], 2, 1, 2))
t(lambda: bisect.bisect(range(0, 100, 5), 42))
b = [1, 5]
bisect.insort_left(b, 3, key=None)
print(b)
print(string.Template("${a}$a$$").substitute(a="x"), string.Template("$a $b").safe_substitute({"a": 1}))
t(lambda: string.Template("x\n\ny $ z").substitute())
t(lambda: string.Template("$a").substitute({}, {}))
t(lambda: list(string.Formatter().parse("a{{b}}c{0[1]:{x}}{!r}")))
t(lambda: list(string.Formatter().parse("x}")))
t(lambda: string.capwords("  hello   wORLD  "))
class D:
    def __init__(self):
        self.items = [1, [2]]
d = D()
e = copy.deepcopy([d, d])
print(e[0] is e[1], e[0].items == d.items, e[0].items[1] is d.items[1], copy.copy(d).items is d.items)
t(lambda: copy.copy(copy))
t(lambda: copy.deepcopy({"f": len, "t": (1, [2])}))
`,
			"[(0, 'q'), (1, 'z'), (2, 'a'), (2, 'b')] [(0, 'q'), (1, 'z')] [(1, 'z'), (0, 'q')]\n" +
				"[0, 1, 2, 3, 4, 5, 6, 7] []\n" +
				"3 [2, 1]\n" +
				"TypeError heappush() argument 1 must be list, not int\n" +
				"TypeError heappop() argument must be list, not int\n" +
				"TypeError '<' not supported between instances of 'str' and 'int'\n" +
				"1\n" +
				"2\n" +
				"9\n" +
				"[1, 3, 5]\n" +
				"xx$ 1 $b\n" +
				"ValueError Invalid placeholder in string: line 3, col 3\n" +
				"TypeError Template.substitute() takes from 1 to 2 positional arguments but 3 were given\n" +
				"[('a{', None, None, None), ('b}', None, None, None), ('c', '0[1]', '{x}', None), ('', '', '', 'r')]\n" +
				"ValueError Single '}' encountered in format string\n" +
				"'Hello World'\n" +
				"True True False True\n" +
				"TypeError cannot pickle 'module' object\n" +
				"{'f': <built-in function len>, 't': (1, [2])}\n"},
	})
}
