# pow with two and three arguments, negative exponents and modular inverse
print(pow(2, 10), pow(2, -1), pow(-2, 3), pow(-2, -3), pow(0, 0))
print(pow(3, 4, 5), pow(3, 200, 13), pow(-3, 3, 7), pow(3, 3, -7), pow(-3, 3, -7))
print(pow(2, 1000, 10 ** 9 + 7), pow(10 ** 30 + 3, 10 ** 20, 998244353))
print(pow(3, -1, 7), pow(3, -2, 7), pow(38, -1, 97), pow(-4, -1, 11))
print(pow(5, 0, 1), pow(5, 0, 7), pow(0, 5, 7), pow(7, 1, 1))
print(3 * pow(3, -1, 7) % 7)
def attempt(*args):
    try:
        print(args, "->", repr(pow(*args)))
    except Exception as e:
        print(args, "->", type(e).__name__, e)
attempt(2, -1, 4)
attempt(2, 3, 0)
attempt(2.0, 3, 5)
attempt(2, 3.0, 5)
attempt(2, 3, 5.0)
attempt(0, -1)
attempt(0.0, -1)
attempt(8, 1 / 3)
attempt(2.0, 0.5)
attempt(-2.0, 2)
attempt(10.0, 400)
attempt(2, 0.5)
attempt(4, -0.5)
attempt("2", 3)
print(2 ** 10, 2 ** 0.5, 4 ** 0.5, 8 ** (1 / 3), (-8) ** 2, 1.5 ** 2)
print(10 ** 20, 10 ** -20, 10.0 ** 20, 10.0 ** -20)
print(pow(7, 2 ** 100, 1000003))
x = 5
x **= 3
print(x)
x **= -1
print(repr(x))
print(pow(12345678901234567890, 98765, 10 ** 40 + 121))
print([pow(i, 2, 11) for i in range(11)])
print([pow(i, -1, 13) for i in range(1, 13)])
