# Star imports of the Go-implemented modules bring in exactly the names of
# their __all__ (copy.error, an alias CPython leaves out, stays behind).
import copy as copy_module
import heapq as heapq_module
import operator as operator_module
import string as string_module
from copy import *
from heapq import *
from operator import *
from string import *

print(len(operator_module.__all__), operator_module.__all__[:5], type(operator_module.__all__).__name__)
print(copy_module.__all__, heapq_module.__all__)
print(string_module.__all__[-2:], "capwords" in string_module.__all__)

try:
    error
except NameError as e:
    print("NameError:", e)
print(copy_module.error is Error)

jobs = []
for prio, name in [(3, "deploy"), (1, "build"), (2, "test")]:
    heappush(jobs, (prio, name))
print([heappop(jobs)[1] for _ in range(3)], nsmallest(2, [5, 1, 4]), list(merge([1, 3], [2])))

rows = [{"name": "b", "n": 2}, {"name": "a", "n": 3}]
print(sorted(rows, key=itemgetter("name")), list(map(add, [1, 2], [10, 20])), truth(0), is_not(None, 1))
print(capwords("hello star import"), ascii_lowercase[:5], Template("$x!").substitute(x=1))
print(deepcopy({"k": [1, 2]}), Formatter().format("{0}-{1}", "a", "b"))

import base64 as b64mod
import hashlib as hashmod
from base64 import *
from hashlib import *

print(type(hashmod.__all__).__name__, "sha256" in hashmod.__all__, "b64encode" in b64mod.__all__)
print(b64encode(b"star"), urlsafe_b64decode("c3Rhcg=="), b16encode(b"\x01\xff"), a85encode(b"ab"))
print(sha256(b"x").hexdigest()[:16], new("md5", b"x").hexdigest()[:8], pbkdf2_hmac("sha1", b"p", b"s", 1, 4).hex())
print(shake_128(b"x").hexdigest(4), sha3_256().name, blake2b(digest_size=4).hexdigest())
