import heapq, bisect, copy, hashlib, base64, math, operator, string
h = []
for v in [5, 1, 8, 3, 2, 9]:
    heapq.heappush(h, v)
print(h, heapq.heappop(h), heapq.nsmallest(2, h), heapq.nlargest(2, [5, 1, 8], key=lambda x: -x))
print(heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
l = [9, 2, 7, 1]; heapq.heapify(l); print(l, list(heapq.merge([1, 4], [2, 3], [0])))
print(heapq.nlargest(3, [("a", 2), ("b", 5), ("c", 1)], key=lambda t: t[1]))
a = [1, 2, 4, 4, 8]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 5))
bisect.insort(a, 3); bisect.insort_left(a, 4); print(a)
recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ("x", 4), key=lambda r: r[1]); print(recs)
class Node:
    def __init__(self, v, kids=None):
        self.v = v; self.kids = kids or []
    def __repr__(self):
        return f"N({self.v},{self.kids})"
n = Node(1, [Node(2)])
c1 = copy.copy(n); c2 = copy.deepcopy(n)
n.kids[0].v = 99
print(c1, c2, c1.kids is n.kids, c2.kids is n.kids)
class Custom:
    def __init__(self): self.x = [1]
    def __copy__(self):
        print("copy called"); o = Custom(); o.x = self.x; return o
    def __deepcopy__(self, memo):
        print("deepcopy called"); o = Custom(); o.x = list(self.x); return o
copy.copy(Custom()); copy.deepcopy([Custom()])
shared = [1]; d = {"a": shared, "b": shared}; dc = copy.deepcopy(d); print(dc["a"] is dc["b"])
print(hashlib.sha256(b"abc").hexdigest())
hh = hashlib.sha256(); hh.update(b"a"); hh.update(b"bc"); print(hh.hexdigest() == hashlib.sha256(b"abc").hexdigest(), hh.digest_size, hh.name)
print(hashlib.sha3_256(b"").hexdigest(), hashlib.sha256(b"x").digest()[:4])
print(hashlib.md5(b"abc").hexdigest() if hasattr(hashlib, "md5") else "md5?")
print(hashlib.sha1(b"abc").hexdigest() if hasattr(hashlib, "sha1") else "sha1?")
print(base64.b64encode(b"hello world"), base64.b64decode("aGVsbG8="), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"ab"), base64.b16encode(b"\x01\xab"))
print(base64.urlsafe_b64decode("-_8="), base64.b32decode("MFRA===="), base64.b16decode("01AB"), base64.standard_b64encode(b"x"))
print(math.isclose(0.1 + 0.2, 0.3), math.comb(10, 3), math.perm(5, 2), math.prod([1, 2, 3, 4]), math.gcd(12, 18, 27), math.lcm(4, 6, 10))
print(math.isqrt(99), math.fsum([0.1] * 10), math.dist((0, 0), (3, 4)), math.hypot(1, 2, 2), math.factorial(20))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.sqrt(2), math.pi, math.e, math.inf, math.tau)
print(math.log(100, 10), math.log2(8), math.log10(1000), math.exp(1), math.sin(math.pi / 2), math.atan2(1, 1), math.degrees(math.pi))
print(math.copysign(3, -0.0), math.fabs(-2), math.fmod(-7, 3), math.modf(3.5), math.frexp(8.0), math.ldexp(0.5, 4), math.isnan(math.nan), math.isinf(-math.inf))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
print(operator.itemgetter(1, 0)("ab"), operator.attrgetter("v")(n), operator.methodcaller("upper")("x"), operator.add(1, 2), operator.neg(3))
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=operator.itemgetter(1, 0)))
print(string.ascii_lowercase, string.digits, string.punctuation, string.hexdigits, string.capwords("hello  world"))
print(string.Template("$who likes ${what}").substitute(who="tim", what="kung pao"), string.Template("$a $b").safe_substitute(a=1))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), math.remainder(7, 2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0, math.exp2(3) if hasattr(math, "exp2") else 8.0)
