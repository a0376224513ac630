# TypeErrors from calls with wrong arguments, the last one uncaught.
class Greeter:
    def __init__(self, greeting, *, punct='!'):
        self.greeting, self.punct = greeting, punct
    def greet(self, name):
        return f'{self.greeting}, {name}{self.punct}'
    @staticmethod
    def shout(text):
        return text.upper()
    @classmethod
    def default(cls):
        return cls('Hello')
g = Greeter.default()
print(g.greet('ann'), Greeter.shout('hi'), Greeter('Yo', punct='?').greet('bob'))
attempts = [
    lambda: Greeter(),
    lambda: Greeter('a', 'b'),
    lambda: Greeter('a', punc='!'),
    lambda: g.greet(),
    lambda: g.greet('a', 'b'),
    lambda: g.greet(name='a', extra=1),
    lambda: Greeter.greet('x'),
    lambda: Greeter.shout(),
    lambda: Greeter.default(1),
    lambda: len(),
    lambda: len([], []),
    lambda: isinstance(1),
    lambda: 'abc'.split(',', 1, 2),
    lambda: [].append(),
    lambda: {}.get(),
    lambda: int('1', 2, 3),
    lambda: sorted([], key=1),
]
for i, fn in enumerate(attempts):
    try:
        fn()
    except TypeError as e:
        print(i, e)
def combine(a, b, /, c, *, d):
    return a + b + c + d
print(combine(1, 2, 3, d=4), combine(1, 2, c=3, d=4))
combine(1, b=2, c=3, d=4)
