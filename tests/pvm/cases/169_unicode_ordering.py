# ordering and comparison of strings from different scripts (code point order)
words = ["zebra", "Zebra", "apple", "Äpfel", "äpfel", "éclair", "eclair", "日本", "中国", "Ωmega", "ωmega", "10", "9", "_x", "~", " space", ""]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=str.casefold))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (len(w), w)))
print([ord(w[0]) if w else None for w in sorted(words)])
print(min(words), max(words), min(words, key=lambda w: w.lower() if w else "\uffff"))
pairs = [("a", "b"), ("a", "A"), ("é", "f"), ("Z", "a"), ("ab", "a"), ("", " "), ("😀", "中"), ("\uffff", "\U00010000")]
for x, y in pairs:
    print(repr(x), repr(y), x < y, x > y, x == y)
print(sorted("hello wörld ÀÉÎ"), "".join(sorted("sorting", reverse=True)))
print(sorted(["b10", "b9", "b100", "a2"]), sorted(["b10", "b9", "b100", "a2"], key=lambda s: (s[0], int(s[1:]))))
print("abc" < "abd" < "abda" < "abe", "B" < "a" < "b", "Ä" > "z")
print(max("apple", "Apple", "APPLE"), sorted(["aB", "Ab", "ab", "AB"]), sorted(["aB", "Ab", "ab", "AB"], key=str.swapcase))
def natural_key(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            if num:
                out.append((0, int(num), ""))
                num = ""
            out.append((1, 0, ch.lower()))
    if num:
        out.append((0, int(num), ""))
    return out
files = ["file10.txt", "file2.txt", "File1.txt", "file1.txt", "file20b.txt", "file20a.txt"]
print(sorted(files), sorted(files, key=natural_key))
print([(c, hex(ord(c))) for c in sorted("zÄaé日😀")])
