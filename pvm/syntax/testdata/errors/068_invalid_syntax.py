class A(x) y: pass
