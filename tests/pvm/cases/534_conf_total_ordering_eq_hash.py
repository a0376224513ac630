from functools import total_ordering
@total_ordering
class Card:
    ranks = '23456789TJQKA'
    def __init__(self, s):
        self.rank, self.suit = s[0], s[1]
    def __eq__(self, o):
        if not isinstance(o, Card):
            return NotImplemented
        return self.rank == o.rank
    def __lt__(self, o):
        if not isinstance(o, Card):
            return NotImplemented
        return self.ranks.index(self.rank) < self.ranks.index(o.rank)
    def __hash__(self):
        return hash(self.rank)
    def __repr__(self):
        return self.rank + self.suit
hand = [Card(s) for s in ['Kh', '2c', 'Ts', 'Ad', 'Kc', '9h']]
print(sorted(hand), max(hand), min(hand), sorted(hand, reverse=True))
print(Card('Kh') == Card('Kc'), Card('Kh') <= Card('Kc'), Card('2h') > Card('Ah'), Card('5h') >= Card('4d'), Card('Kh') != Card('Qh'))
d = {}
for c in hand:
    d.setdefault(c, []).append(c.suit)
print(d)
print(Card('Kh') in hand, hand.index(Card('Ks')), hand.count(Card('Kd')))
try:
    Card('Kh') < 5
except TypeError as e:
    print('TypeError', e)
try:
    Card('Kh') >= 'x'
except TypeError as e:
    print('TypeError', e)
print(Card('Kh') == 5, Card('Kh') != 5)
class OnlyEq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == getattr(o, 'v', o)
print(OnlyEq.__hash__ is None, OnlyEq(1) == 1, 1 == OnlyEq(1), OnlyEq(1) != OnlyEq(2), [OnlyEq(2)].index(2))
class Inherit(OnlyEq):
    __hash__ = object.__hash__
print(Inherit.__hash__ is object.__hash__, len({Inherit(1): 1, Inherit(1): 2}))
class EqNotImpl:
    def __eq__(self, o):
        return NotImplemented
e1 = EqNotImpl()
print(e1 == e1, e1 == EqNotImpl(), e1 != e1, e1 == 1)
class Rev:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        print('Rev.__gt__ called')
        return self.v > o
print(3 < Rev(5), 10 < Rev(5))
class Weird:
    def __eq__(self, o):
        return 'truthy string'
print(Weird() == 1, [Weird()] == [1], Weird() in [1], (Weird(),) == (2,))
