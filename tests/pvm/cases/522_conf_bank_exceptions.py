class InsufficientFunds(Exception):
    def __init__(self, need, have):
        super().__init__(f'need {need}, have {have}')
        self.need, self.have = need, have
class FrozenAccount(Exception):
    pass
class Account:
    def __init__(self, owner, balance=0):
        self.owner, self.balance, self.frozen, self.history = owner, balance, False, []
    def withdraw(self, amt):
        if self.frozen:
            raise FrozenAccount(self.owner)
        if amt <= 0:
            raise ValueError(f'invalid amount: {amt!r}')
        if amt > self.balance:
            raise InsufficientFunds(amt, self.balance)
        self.balance -= amt
        self.history.append(-amt)
    def deposit(self, amt):
        if not isinstance(amt, (int, float)) or isinstance(amt, bool):
            raise TypeError(f'amount must be a number, not {type(amt).__name__}')
        self.balance += amt
        self.history.append(amt)
def transfer(src, dst, amt):
    try:
        src.withdraw(amt)
    except InsufficientFunds as e:
        raise RuntimeError(f'transfer {src.owner}->{dst.owner} failed') from e
    else:
        dst.deposit(amt)
        return True
    finally:
        print('audit', src.owner, dst.owner, amt)
a, b = Account('ann', 100), Account('bob')
print(transfer(a, b, 30), a.balance, b.balance)
for amt in [500, -5]:
    try:
        transfer(a, b, amt)
    except RuntimeError as e:
        print('RuntimeError', e, '| cause:', e.__cause__, e.__cause__.need, e.__cause__.have)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    transfer(a, b, 'x')
except TypeError as e:
    print('TypeError', e)
a.frozen = True
try:
    transfer(a, b, 1)
except FrozenAccount as e:
    print('FrozenAccount', e, e.args, repr(e))
for bad in [True, '5', None, [1]]:
    try:
        b.deposit(bad)
    except TypeError as e:
        print(e)
print(a.history, b.history)
errors = []
for op in [lambda: a.withdraw(1), lambda: b.withdraw(1000), lambda: b.withdraw(0)]:
    try:
        op()
    except Exception as e:
        errors.append((type(e).__name__, str(e)))
print(errors)
print(isinstance(InsufficientFunds(1, 2), Exception), InsufficientFunds.__mro__[1].__name__, InsufficientFunds(1, 2).args)
