# Expressions of literals the compiler folds into constants, as CPython's
# AST optimiser does, and the ones it must leave to run time.

def floats():
    print(1 / 3, 2 / 4, -7 / 2, 10 / 5, (2**53 + 1) / 1)
    print(2 * 0.5, 0.1 + 0.2, 1.5 - 3, -(0.0), -0.0 * 1, 0.0 * -1)
    print(1e308 * 10, -1e308 * 10, 1e308 * 10 - 1e308 * 10)
    print(3 + 0.25, 0.25 + 3, 9007199254740993 + 0.0, 2**60 * 1.0)
    print(type(4 / 2).__name__, type(+1.5).__name__, -(-2.5))


def sequences():
    print('-' * 12, 'ab' * 3, 3 * 'xy', 'a' * 0, '' * 5, 'é' * 4)
    print('con' + 'cat', b'ab' * 2, b'x' + b'yz', 'x' * -2)
    print((1, 2) + (3,), (0,) * 3, 2 * (1, 'a'), () * 10, (1, -2, ~3, +4))
    print(((0, -1), (1, 0)) + ((-1, 0),), ('k', 2 ** 10, 1.5 * 2))
    print(len('ab' * 2048), len('ab' * 2049), len((1, 2) * 128), len((1,) * 300))


def unfolded():
    for expr in ("1 / 0", "1.0 / 0", "1 // 0", "2 ** -1", "1 << -1", "'%d' % 5",
                 "'a' + b'b'", "(1,) + [2]", "1.5 // 2", "7.5 % 2", "2 ** 0.5",
                 "True + 1", "None * 2", "'ab' * 2.0", "-'a'"):
        try:
            print(expr, '->', repr(eval_expr(expr)))
        except Exception as e:
            print(expr, '->', type(e).__name__, e)


def eval_expr(expr):
    table = {
        "1 / 0": lambda: 1 / 0,
        "1.0 / 0": lambda: 1.0 / 0,
        "1 // 0": lambda: 1 // 0,
        "2 ** -1": lambda: 2 ** -1,
        "1 << -1": lambda: 1 << -1,
        "'%d' % 5": lambda: '%d' % 5,
        "'a' + b'b'": lambda: 'a' + b'b',
        "(1,) + [2]": lambda: (1,) + [2],
        "1.5 // 2": lambda: 1.5 // 2,
        "7.5 % 2": lambda: 7.5 % 2,
        "2 ** 0.5": lambda: 2 ** 0.5,
        "True + 1": lambda: True + 1,
        "None * 2": lambda: None * 2,
        "'ab' * 2.0": lambda: 'ab' * 2.0,
        "-'a'": lambda: -'a',
    }
    return table[expr]()


def in_loops():
    total = 0.0
    parts = []
    for i in range(5):
        total += i * (1 / 8) + 2 * 0.25
        parts.append('=' * 3 + str(i))
        if (i, -i) in ((0, 0), (2, -2)):
            parts.append('hit')
    print(total, ' '.join(parts))


floats()
sequences()
unfolded()
in_loops()


def identities():
    pairs = ((0, 1),) * 3
    print(pairs, pairs[0] is pairs[2], len(((1, 2), 3) * 2))
    x = (1, 2)
    print(x * 2, (x,) * 2, ((x,) * 2)[0] is x)


identities()
