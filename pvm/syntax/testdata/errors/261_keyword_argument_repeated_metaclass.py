class C(metaclass=M, metaclass=N): pass
