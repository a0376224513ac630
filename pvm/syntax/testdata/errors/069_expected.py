def f:
