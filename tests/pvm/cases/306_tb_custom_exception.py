# uncaught custom exception class with extra attributes
class InsufficientFunds(Exception):
    def __init__(self, account, needed, available):
        super().__init__(f"account {account} needs {needed} but has {available}")
        self.account = account
        self.needed = needed
        self.available = available
class Bank:
    def __init__(self):
        self.balances = {"alice": 100, "bob": 20}
    def transfer(self, src, dst, amount):
        have = self.balances[src]
        if have < amount:
            raise InsufficientFunds(src, amount, have)
        self.balances[src] -= amount
        self.balances[dst] += amount
        print(f"transferred {amount} {src}->{dst}", self.balances)
bank = Bank()
bank.transfer("alice", "bob", 30)
try:
    bank.transfer("bob", "alice", 500)
except InsufficientFunds as e:
    print("handled:", e, e.needed - e.available)
bank.transfer("bob", "alice", 50)
bank.transfer("alice", "bob", 1000)
print("unreachable")
