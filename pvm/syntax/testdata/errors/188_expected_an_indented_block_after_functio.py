def f():

