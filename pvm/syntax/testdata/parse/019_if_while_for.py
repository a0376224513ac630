if a:
    pass
if a:
    x
else:
    y
if a:
    x
elif b:
    y
elif c:
    z
else:
    w
if a: x
else: y
if (a := 1): pass
while a:
    pass
while a:
    break
else:
    continue_ = 1
while True:
    if x:
        break
    continue
for x in y:
    pass
for x, y in z:
    pass
for (x, y) in z: pass
for [x, y] in z: pass
for x in y:
    pass
else:
    pass
for x, in y: pass
for *a, b in c: pass
for a.b in c: pass
for a[0] in c: pass
for x in 1, 2, 3: pass
for i in range(10):
    for j in range(i):
        if j: continue
        else: break
