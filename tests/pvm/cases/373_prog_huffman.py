# mini-program: Huffman coding with deterministic tie-breaking, encode/decode round trip
import heapq
from collections import Counter
def build_codes(text):
    freq = Counter(text)
    heap = [(count, i, ch) for i, (ch, count) in enumerate(sorted(freq.items()))]
    heapq.heapify(heap)
    nxt = len(heap)
    if len(heap) == 1:
        return {heap[0][2]: "0"}
    while len(heap) > 1:
        c1, _, left = heapq.heappop(heap)
        c2, _, right = heapq.heappop(heap)
        heapq.heappush(heap, (c1 + c2, nxt, (left, right)))
        nxt += 1
    codes = {}
    def walk(node, prefix):
        if isinstance(node, str):
            codes[node] = prefix
        else:
            walk(node[0], prefix + "0")
            walk(node[1], prefix + "1")
    walk(heap[0][2], "")
    return codes
def encode(text, codes):
    return "".join(codes[ch] for ch in text)
def decode(bits, codes):
    rev = {v: k for k, v in codes.items()}
    out, cur = [], ""
    for b in bits:
        cur += b
        if cur in rev:
            out.append(rev[cur])
            cur = ""
    if cur:
        raise ValueError(f"trailing bits {cur!r}")
    return "".join(out)
for text in ["abracadabra", "aaaaaaa", "the quick brown fox jumps over the lazy dog", "mississippi river"]:
    codes = build_codes(text)
    bits = encode(text, codes)
    print(repr(text), len(text) * 8, "->", len(bits), "bits", f"ratio={len(bits) / (len(text) * 8):.3f}")
    print("  ", sorted(codes.items(), key=lambda kv: (len(kv[1]), kv[0]))[:6])
    assert decode(bits, codes) == text
packed = int(encode("abracadabra", build_codes("abracadabra")), 2).to_bytes(3, "big")
print(packed.hex(), len(packed))
try:
    decode("0101011", build_codes("abracadabra"))
except ValueError as e:
    print(type(e).__name__, e)
