#!/usr/bin/env python3
"""Write one small program per Python idiom into DIR (default: ./out).

Each program runs its statement 200 000 times in a function's loop; run.sh
counts the instructions of both interpreters on it and subtracts the empty
loop (base.py), giving the cost of one execution of the idiom. The list is
the survey of docs/performance.md ("Idioms against CPython"): the places a
program written for CPython may find the PVM much slower than the 17
benchmark programs suggest.
"""

import os
import sys

# name: (statement, setup); both are indented into main().
IDIOMS = {
    "base": ("x = i", ""),
    "global_read": ("x = G", ""),
    "attr_get": ("x = o.a", "class O: pass\n    o = O(); o.a = 1"),
    "attr_set": ("o.a = i", "class O: pass\n    o = O()"),
    "property_get": ("x = o.p", "class O:\n        @property\n        def p(self): return 1\n    o = O()"),
    "func_call": ("x = f(i)", "f = lambda v: v"),
    "method_call": ("x = o.m(i)", "class O:\n        def m(self, v): return v\n    o = O()"),
    "kw_call": ("x = h(i, b=2)", "def h(a, b=1): return a"),
    "closure_call": ("x = g(i)", "k = 3\n    def g(v): return v + k"),
    "super_call": ("x = o.m()", "class A:\n        def m(self): return 1\n    class B(A):\n        def m(self): return super().m()\n    o = B()"),
    "dataclass_new": ("x = D(i, 2)", "from dataclasses import dataclass\n    @dataclass\n    class D:\n        a: int\n        b: int"),
    "with_stmt": ("with cm: pass", "class CM:\n        def __enter__(self): return self\n        def __exit__(self, *a): return False\n    cm = CM()"),
    "unpack": ("a, b = b, a", "a, b = 1, 2"),
    "int_mod": ("x = i % 7", ""),
    "int_floordiv": ("x = i // 7", ""),
    "int_pow": ("x = i ** 2", ""),
    "int_shift": ("x = (i << 3) >> 1", ""),
    "bigint_mul": ("x = big * 3", "big = 1 << 200"),
    "float_ops": ("x = i * 0.5 + 1.25", ""),
    "float_div": ("x = i / 3", ""),
    "f_pow": ("x = (i * 0.001) ** 1.5", ""),
    "f_pow2": ("x = (i * 0.001) ** 2", ""),
    "f_repr": ("x = repr(i * 0.1)", ""),
    "f_str2f": ("x = float('3.14159')", ""),
    "f_fmt": ("x = '%.3f' % (i * 0.1)", ""),
    "f_round": ("x = round(i * 0.37, 2)", ""),
    "m_sqrt": ("x = sqrt(i + 0.5)", "from math import sqrt"),
    "m_sin": ("x = sin(i * 0.001)", "from math import sin"),
    "m_exp": ("x = exp(i * 0.00001)", "from math import exp"),
    "m_log": ("x = log(i + 1.5)", "from math import log"),
    "m_atan2": ("x = atan2(i, 3.0)", "from math import atan2"),
    "abs": ("x = abs(i)", ""),
    "min2": ("x = min(i, 5)", ""),
    "isinstance": ("x = isinstance(i, int)", ""),
    "isinstance_tuple": ("x = isinstance(i, (str, int))", ""),
    "len_list": ("x = len(l)", "l = [1, 2, 3]"),
    "str_int": ("x = str(i)", ""),
    "int_str": ("x = int('12345')", ""),
    "tuple_make": ("x = (i, i, 3)", ""),
    "tuple_cmp": ("x = (i, 1) < (i, 2)", ""),
    "list_index": ("x = l[i & 255]", "l = list(range(256))"),
    "list_slice": ("x = l[3:10]", "l = list(range(256))"),
    "list_in": ("x = 7 in l", "l = list(range(16))"),
    "list_append_pop": ("l.append(i); l.pop()", "l = []"),
    "list_append": ("l.append(i)", "l = []"),
    "deque_ops": ("q.append(i); q.popleft()", "from collections import deque\n    q = deque()"),
    "listcomp": ("x = [v for v in l]", "l = [1, 2, 3, 4]"),
    "genexp_sum": ("x = sum(v for v in l)", "l = [1, 2, 3, 4]"),
    "sorted_small": ("x = sorted(l)", "l = [3, 1, 2, 5, 4]"),
    "list_sort_key": ("x = sorted(l, key=lambda v: -v)", "l = [3, 1, 2]"),
    "enumerate_loop": ("for _ in enumerate(l): pass", "l = [1, 2, 3]"),
    "zip_loop": ("for _ in zip(l, l): pass", "l = [1, 2, 3]"),
    "zip_pairs": ("x = [(a, b) for a, b in zip(l, l)]", "l = [1, 2, 3]"),
    "len_while": ("j = 0\n        while j < len(l): j += 1", "l = [1, 2, 3]"),
    "dict_set": ("d[i & 1023] = i", "d = {}"),
    "dict_get": ("x = d[i & 1023]", "d = {k: k for k in range(1024)}"),
    "dict_in": ("x = (i & 2047) in d", "d = {k: k for k in range(1024)}"),
    "dict_strkey": ("x = d[keys[i & 255]]", "keys = ['k%d' % k for k in range(256)]; d = {k: 1 for k in keys}"),
    "dict_items_loop": ("for k, v in d.items(): pass", "d = {1: 2, 3: 4}"),
    "dict_get_default": ("x = d.get(i & 2047, 0)", "d = {k: k for k in range(1024)}"),
    "counter_update": ("c.update(w)", "from collections import Counter\n    c = Counter(); w = 'abcab'"),
    "str_eq": ("x = s == 'hello'", "s = 'hel' + 'lo'"),
    "str_index": ("x = s[i & 7]", "s = 'abcdefgh'"),
    "str_concat": ("x = 'ab' + s", "s = 'cd'"),
    "str_join": ("x = ','.join(l)", "l = ['a', 'b', 'c']"),
    "str_split": ("x = s.split(',')", "s = 'a,b,c'"),
    "str_split_ws": ("x = s.split()", "s = 'the quick brown fox'"),
    "fstring": ("x = f'{i}-{i}'", ""),
    "percent_fmt": ("x = '%d %s' % (i, 'a')", ""),
    "str_format": ("x = '{} {}'.format(i, i)", ""),
    "str_strip": ("x = s.strip()", "s = ' ab '"),
    "str_replace": ("x = s.replace('a', '4')", "s = 'banana'"),
    "str_encode": ("x = s.encode()", "s = 'ab=12;'"),
    "pct_float": ("x = '%10.2f' % (i * 0.5)", ""),
    "itemgetter2": ("x = ig(t)", "from operator import itemgetter\n    ig = itemgetter(1, 2); t = (1, 2, 3)"),
    "sort_itemgetter": ("x = sorted(l, key=ig)", "from operator import itemgetter\n    ig = itemgetter(1); l = [(3, 1), (1, 2), (2, 1), (5, 0)]"),
    "insort": ("insort(l, i & 255); l.pop()", "from bisect import insort\n    l = list(range(32))"),
    "od_move_to_end": ("od.move_to_end(i & 63)", "from collections import OrderedDict\n    od = OrderedDict((k, k) for k in range(64))"),
    "hash_sha": ("x = sha256(b'abc').hexdigest()", "from hashlib import sha256"),
    "json_small": ("x = dumps({'a': i, 'b': [1, 2]})", "from json import dumps"),
    "type_of": ("x = type(i)", ""),
    "str_repeat_const": ("x = '-' * 20", ""),
    "list_repeat": ("x = [0] * 8", ""),
    "namedtuple_attr": ("x = p.a", "from collections import namedtuple\n    P = namedtuple('P', 'a b'); p = P(1, 2)"),
    "attr_dict_instance": ("x = o.q", "class O: pass\n    a = O(); a.p = 1; o = O(); o.q = 1"),
    "hasattr_instance": ("x = hasattr(o, 'a')", "class O: pass\n    o = O(); o.a = 1"),
    "defaultdict_inc": ("d[ws[i & 7]] += 1", "from collections import defaultdict\n    d = defaultdict(int); ws = ['a%d' % k for k in range(8)]"),
    # Session 26's survey.
    "unpack_ten": ("a, b, c, d, e, f, g, h, j, k = t", "t = tuple(range(10))"),
    "bytes_of_list": ("x = bytes([i & 255, i >> 8 & 255])", ""),
    "int_from_bytes": ("x = int.from_bytes(b[:4], 'big')", "b = bytes(range(16))"),
    "product_unpack": ("for a, b in pr(r, r): pass", "from itertools import product as pr\n    r = range(3)"),
    "abc_new": ("x = S()", "from abc import ABC, abstractmethod\n    class A(ABC):\n        @abstractmethod\n        def m(self): ...\n    class S(A):\n        def m(self): return 1"),
    "math_gcd": ("x = gcd(i, 360)", "from math import gcd"),
    "math_isqrt": ("x = isqrt(i)", "from math import isqrt"),
    "empty_dict_fill": ("d = {}; d['x'] = i", ""),
    "dict_copy_small": ("x = dict(d)", "d = {'a': 1, 'b': 2, 'c': 3}"),
    # Session 27.
    "call_trailing_star": ("x = f(i, *t)", "def f(a, b, c, d): return a\n    t = (1, 2, 3)"),
}

PROGRAM = """G = 1
def main():
    {setup}
    x = 0
    for i in range(200000):
        {stmt}
    print(type(x).__name__)
main()
"""


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "out"
    os.makedirs(out, exist_ok=True)
    for name, (stmt, setup) in IDIOMS.items():
        with open(os.path.join(out, name + ".py"), "w") as f:
            f.write(PROGRAM.format(setup=setup or "pass", stmt=stmt))


if __name__ == "__main__":
    main()
