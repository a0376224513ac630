# json_roundtrip: build nested documents (dicts, lists, strings with escapes,
# ints, floats, bools, None), serialize them with json.dumps in several styles,
# parse them back with json.loads and verify the round trip.
# Stresses: the json module (encoder and decoder), dict/list construction,
# string escaping, recursive equality.

import hashlib
import json

DOCS = 60  # documents per round
ROUNDS = 36  # scale: rounds of fresh documents


class LCG:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % n


NAMES = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
TEXTS = [
    "plain text",
    'quote " and backslash \\',
    "tab\tnewline\nreturn\r",
    "unicode caf\u00e9 \u00fcber \u2603 \u00a7",
    "control \x01\x1f end",
    "",
]


def make_value(rng, depth):
    k = rng.below(10 if depth < 4 else 6)
    if k == 0:
        return rng.below(1000000) - 500000
    if k == 1:
        return (rng.below(200000) - 100000) / 64.0
    if k == 2:
        return TEXTS[rng.below(len(TEXTS))] + str(rng.below(100))
    if k == 3:
        return rng.below(2) == 0
    if k == 4:
        return None
    if k == 5:
        return NAMES[rng.below(len(NAMES))] * (1 + rng.below(3))
    if k in (6, 7):
        return [make_value(rng, depth + 1) for _ in range(rng.below(6))]
    return make_record(rng, depth + 1)


def make_record(rng, depth):
    d = {}
    for i in range(1 + rng.below(6)):
        d[NAMES[rng.below(len(NAMES))] + "_" + str(i)] = make_value(rng, depth)
    return d


def make_doc(rng, i):
    return {
        "id": i,
        "name": "document-%04d" % i,
        "tags": [NAMES[rng.below(len(NAMES))] for _ in range(4)],
        "ratio": i / 8.0,
        "nested": make_record(rng, 0),
        "items": [make_record(rng, 2) for _ in range(3)],
    }


def main():
    rng = LCG(42)
    digest = hashlib.sha256()
    total_bytes = 0
    for r in range(ROUNDS):
        docs = [make_doc(rng, r * DOCS + i) for i in range(DOCS)]
        compact = json.dumps(docs, separators=(",", ":"))
        pretty = json.dumps(docs, indent=2, sort_keys=True)
        ascii_only = json.dumps(docs)
        utf8 = json.dumps(docs, ensure_ascii=False)
        for s in (compact, pretty, ascii_only, utf8):
            back = json.loads(s)
            if back != docs:
                print("round trip failed in round", r)
            total_bytes += len(s)
        again = json.dumps(json.loads(pretty), indent=2, sort_keys=True)
        if again != pretty:
            print("re-serialization differs in round", r)
        digest.update(compact.encode("utf-8"))
        digest.update(pretty.encode("utf-8"))
    print("bytes", total_bytes)
    print("sha256", digest.hexdigest())
    print(json.dumps(docs[0]["tags"]), json.dumps(docs[-1]["ratio"]))


main()
