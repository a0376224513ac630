class A:
