# aliasing versus shallow and deep copies of built-in containers
import copy
orig = {"nums": [1, 2], "meta": {"tag": "x"}, "t": (1, [2])}
alias = orig
shallow = orig.copy()
shallow2 = dict(orig)
deep = copy.deepcopy(orig)
orig["nums"].append(3)
orig["meta"]["tag"] = "changed"
orig["new"] = True
print(alias is orig, "new" in shallow, shallow["nums"], shallow2["meta"], deep)
l = [[1], [2]]
l_copies = [l[:], list(l), l.copy(), copy.copy(l), [*l], copy.deepcopy(l)]
l[0].append("x")
print([c[0] for c in l_copies])
print([c is l for c in l_copies], [c[0] is l[0] for c in l_copies])
t = (1, 2)
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2])) == (1, [2]))
s = "str"
print(copy.copy(s) is s, copy.deepcopy(s) is s)
shared = [0]
container = [shared, shared]
dc = copy.deepcopy(container)
print(dc[0] is dc[1], dc[0] is shared)
cyc = [1]
cyc.append(cyc)
dcyc = copy.deepcopy(cyc)
print(dcyc[1] is dcyc, dcyc is not cyc, dcyc)
matrix = [[0] * 2] * 2
matrix[0][0] = 1
print(matrix)
matrix2 = [row[:] for row in [[0] * 2] * 2]
matrix2[0][0] = 1
print(matrix2)
b = bytearray(b"ab")
bc = copy.copy(b)
bc[0] = 0
print(b, bc)
d = {"k": [1]}
d2 = {k: v[:] for k, v in d.items()}
d2["k"].append(2)
print(d, d2)
