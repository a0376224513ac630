# string algorithms: KMP search, edit distance, anagram groups, longest common prefix
def kmp_table(p):
    t = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = t[k - 1]
        if p[i] == p[k]:
            k += 1
        t[i] = k
    return t
def kmp_search(text, p):
    t, k, hits = kmp_table(p), 0, []
    for i, ch in enumerate(text):
        while k and ch != p[k]:
            k = t[k - 1]
        if ch == p[k]:
            k += 1
        if k == len(p):
            hits.append(i - k + 1)
            k = t[k - 1]
    return hits
print(kmp_table("abcdabd"), kmp_search("abababcabababab", "abab"), kmp_search("aaaa", "aa"))
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print([edit_distance(a, b) for a, b in [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("same", "same")]])
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(list(groups.values()))
def lcp(strs):
    if not strs:
        return ""
    prefix = strs[0]
    for s in strs[1:]:
        while not s.startswith(prefix):
            prefix = prefix[:-1]
    return prefix
print(repr(lcp(["flower", "flow", "flight"])), repr(lcp(["dog", "car"])), repr(lcp(["same"])), repr(lcp([])))
def longest_palindrome(s):
    best = ""
    for center in range(len(s)):
        for lo, hi in ((center, center), (center, center + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best
print(longest_palindrome("babad"), longest_palindrome("cbbd"), longest_palindrome("forgeeksskeegfor"))
def word_freq(text):
    freq = {}
    for w in text.lower().replace(",", " ").replace(".", " ").split():
        freq[w] = freq.get(w, 0) + 1
    return sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
print(word_freq("The cat. The dog, the bird. A cat."))
def rotate(s, k):
    k %= len(s) if s else 1
    return s[k:] + s[:k]
print(rotate("abcdef", 2), rotate("abcdef", -1), rotate("abc", 300), rotate("", 5))
