a = 1; b = 2; c = 3
if x: a; b; c
def f(): return 1; pass
while x: x -= 1; y += 1
for i in x: pass;
import os; import sys
