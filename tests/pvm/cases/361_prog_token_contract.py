# mini-program: an ERC20-style token contract simulation with allowances and events
class TokenError(Exception):
    pass
class Token:
    def __init__(self, name, symbol, decimals, supply, owner):
        self.name, self.symbol, self.decimals = name, symbol, decimals
        self.total_supply = supply * 10 ** decimals
        self.balances = {owner: self.total_supply}
        self.allowances = {}
        self.events = []
    def balance_of(self, who):
        return self.balances.get(who, 0)
    def _move(self, src, dst, amount):
        if amount <= 0:
            raise TokenError("amount must be positive")
        if self.balance_of(src) < amount:
            raise TokenError(f"insufficient balance: {src} has {self.balance_of(src)}, needs {amount}")
        self.balances[src] -= amount
        self.balances[dst] = self.balance_of(dst) + amount
        self.events.append(("Transfer", src, dst, amount))
    def transfer(self, sender, to, amount):
        self._move(sender, to, amount)
        return True
    def approve(self, owner, spender, amount):
        self.allowances[(owner, spender)] = amount
        self.events.append(("Approval", owner, spender, amount))
        return True
    def transfer_from(self, spender, owner, to, amount):
        allowed = self.allowances.get((owner, spender), 0)
        if allowed < amount:
            raise TokenError(f"allowance exceeded: {allowed} < {amount}")
        self._move(owner, to, amount)
        self.allowances[(owner, spender)] = allowed - amount
        return True
    def fmt(self, raw):
        whole, frac = divmod(raw, 10 ** self.decimals)
        return f"{whole:,}.{frac:0{self.decimals}d} {self.symbol}"
tok = Token("Cowboy Coin", "CBY", 6, 1_000_000, "0xA11CE")
U = 10 ** 6
steps = [
    ("transfer", ("0xA11CE", "0xB0B", 2500 * U)),
    ("transfer", ("0xB0B", "0xCA201", 1 * U + 1)),
    ("approve", ("0xA11CE", "0xDEX", 10_000 * U)),
    ("transfer_from", ("0xDEX", "0xA11CE", "0xCA201", 7_500 * U)),
    ("transfer_from", ("0xDEX", "0xA11CE", "0xCA201", 5_000 * U)),
    ("transfer", ("0xCA201", "0xB0B", 0)),
    ("transfer", ("0xNOBODY", "0xB0B", 1)),
    ("transfer", ("0xB0B", "0xB0B", 100)),
]
for name, args in steps:
    try:
        print(name, getattr(tok, name)(*args))
    except TokenError as e:
        print(name, "reverted:", e)
for who in ["0xA11CE", "0xB0B", "0xCA201", "0xDEX"]:
    print(f"{who:>8} {tok.fmt(tok.balance_of(who)):>28}")
print("allowance left", tok.fmt(tok.allowances[("0xA11CE", "0xDEX")]))
print("supply conserved", sum(tok.balances.values()) == tok.total_supply)
for ev in tok.events:
    print(ev)
