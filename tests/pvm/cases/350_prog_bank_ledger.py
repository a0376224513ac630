# mini-program: double-entry bank ledger with validation, history and reports
class LedgerError(Exception):
    pass
class Account:
    def __init__(self, name, kind):
        if kind not in ("asset", "liability", "income", "expense", "equity"):
            raise LedgerError(f"unknown account kind {kind!r}")
        self.name, self.kind = name, kind
        self.debits = 0
        self.credits = 0
    @property
    def balance(self):
        if self.kind in ("asset", "expense"):
            return self.debits - self.credits
        return self.credits - self.debits
    def __repr__(self):
        return f"<{self.kind} {self.name}: {self.balance / 100:.2f}>"
class Ledger:
    def __init__(self):
        self.accounts = {}
        self.journal = []
    def open(self, name, kind):
        if name in self.accounts:
            raise LedgerError(f"account {name} already exists")
        self.accounts[name] = Account(name, kind)
    def post(self, memo, entries):
        total_dr = sum(a for _, a in entries if a > 0)
        total_cr = -sum(a for _, a in entries if a < 0)
        if total_dr != total_cr:
            raise LedgerError(f"unbalanced entry {memo!r}: {total_dr} != {total_cr}")
        for name, _ in entries:
            if name not in self.accounts:
                raise LedgerError(f"no account {name!r}")
        for name, amount in entries:
            acct = self.accounts[name]
            if amount > 0:
                acct.debits += amount
            else:
                acct.credits -= amount
        self.journal.append((len(self.journal) + 1, memo, tuple(entries)))
    def trial_balance(self):
        dr = sum(a.debits for a in self.accounts.values())
        cr = sum(a.credits for a in self.accounts.values())
        return dr, cr, dr == cr
L = Ledger()
for name, kind in [("cash", "asset"), ("bank", "asset"), ("loan", "liability"), ("sales", "income"), ("rent", "expense"), ("capital", "equity")]:
    L.open(name, kind)
L.post("owner investment", [("bank", 500000), ("capital", -500000)])
L.post("loan received", [("bank", 200000), ("loan", -200000)])
L.post("cash sale", [("cash", 12550), ("sales", -12550)])
L.post("card sale", [("bank", 30025), ("sales", -30025)])
L.post("rent paid", [("rent", 95000), ("bank", -95000)])
L.post("loan repayment", [("loan", 50000), ("bank", -50000)])
for bad in [("bad", [("cash", 100), ("sales", -99)]), ("ghost", [("cash", 5), ("nowhere", -5)])]:
    try:
        L.post(*bad)
    except LedgerError as e:
        print("rejected:", e)
try:
    L.open("cash", "asset")
except LedgerError as e:
    print("rejected:", e)
try:
    L.open("misc", "other")
except LedgerError as e:
    print("rejected:", e)
for acct in L.accounts.values():
    print(acct)
print("trial balance", L.trial_balance())
income = sum(a.balance for a in L.accounts.values() if a.kind == "income")
expense = sum(a.balance for a in L.accounts.values() if a.kind == "expense")
print(f"net income: {(income - expense) / 100:,.2f}")
for no, memo, entries in L.journal:
    print(f"{no:>3} {memo:<18} " + ", ".join(f"{n}:{a / 100:+.2f}" for n, a in entries))
