# Padding layouts of int and str format specs: fill characters (ASCII and
# not), every alignment, sign-aware zero padding with and without grouping,
# alternate-form prefixes, 'c', precision on str, and widths that do not pad.
for v in (0, 7, -7, 1234567, -1234567, 2**70, -(2**70)):
    print(f"[{v:08d}] [{v:+08d}] [{v: 8d}] [{v:=+12,}] [{v:012_}] [{v:*^13}]")
    print(f"[{v:#012x}] [{v:#o}] [{v:<9b}] [{v:é>10}] [{v:→^11,d}] [{v:3d}]")
    print(f"[{v:0=10}] [{v:_<+14_d}] [{v:>1}] [{v:#X}] [{v:020,}]")
for c in (65, 233, 8364, 128512):
    print(f"[{c:c}] [{c:*>4c}] [{c:^5c}] [{c:<3c}] [{c:=4c}]")
for s in ("", "a", "abc", "héllo", "日本語"):
    print(f"[{s:5}] [{s:>5}] [{s:^6}] [{s:·^7}] [{s:.2}] [{s:_<6.1}] [{s:2}]")
    print("[" + format(s, "*>8") + "]", "[" + "{:€^9}".format(s) + "]")
print(f"[{True:5}] [{False:>6d}] [{3:^}] [{-3:=}]")
print("%5s|%-5s|%05d|%-6d|%+d|% d|%x|%#o" % ("ab", "cd", 42, 42, 5, 5, 255, 8))
print("%(a)8s|%(b)-8.3f|%(c)08.2f" % {"a": "é", "b": 3.14159, "c": -2.5})
for w in (0, 1, 2, 30):
    print(repr(format(-5, "0=" + str(w))), repr(format("x", "^" + str(w))))
try:
    format("s", "=5")
except ValueError as e:
    print(e)
try:
    format(5, ",c")
except ValueError as e:
    print(e)
class I(int):
    pass
print(f"[{I(42):>+8,}] [{I(-3):0=6}]")
