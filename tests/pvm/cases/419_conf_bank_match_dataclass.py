from dataclasses import dataclass, field
from enum import Enum, auto
from collections import defaultdict
from typing import Optional

class TxKind(Enum):
    DEPOSIT = auto()
    WITHDRAW = auto()
    TRANSFER = auto()

class InsufficientFunds(Exception):
    def __init__(self, account, needed, available):
        super().__init__(f"{account}: need {needed}, have {available}")
        self.account = account
        self.needed = needed

@dataclass
class Tx:
    kind: TxKind
    amount: int
    src: Optional[str] = None
    dst: Optional[str] = None

@dataclass
class Bank:
    balances: dict = field(default_factory=lambda: defaultdict(int))
    log: list = field(default_factory=list)

    def apply(self, tx: Tx) -> None:
        match tx:
            case Tx(kind=TxKind.DEPOSIT, amount=a, dst=d) if a > 0:
                self.balances[d] += a
            case Tx(TxKind.WITHDRAW, a, src=s):
                self._debit(s, a)
            case Tx(TxKind.TRANSFER, a, s, d):
                self._debit(s, a)
                self.balances[d] += a
            case _:
                raise ValueError(f"invalid transaction {tx}")
        self.log.append(tx)

    def _debit(self, who, amount):
        have = self.balances[who]
        if have < amount:
            raise InsufficientFunds(who, amount, have)
        self.balances[who] = have - amount

bank = Bank()
txs = [
    Tx(TxKind.DEPOSIT, 100, dst="alice"),
    Tx(TxKind.DEPOSIT, 50, dst="bob"),
    Tx(TxKind.TRANSFER, 30, "alice", "bob"),
    Tx(TxKind.WITHDRAW, 500, src="bob"),
    Tx(TxKind.DEPOSIT, -5, dst="carol"),
    Tx(TxKind.WITHDRAW, 20, src="alice"),
]
for tx in txs:
    try:
        bank.apply(tx)
        print("ok   ", tx.kind.name.ljust(8), f"{tx.amount:>5}")
    except InsufficientFunds as e:
        print("FAIL ", e, e.args, e.needed)
    except ValueError as e:
        print("ERR  ", e)
print(dict(bank.balances))
print(sorted(bank.balances.items(), key=lambda kv: (-kv[1], kv[0])))
print(len(bank.log), [t.kind.value for t in bank.log])
summary = defaultdict(lambda: [0, 0])
for t in bank.log:
    summary[t.kind.name][0] += 1
    summary[t.kind.name][1] += t.amount
for k in sorted(summary):
    c, total = summary[k]
    print(f"{k:<10}|{c:^5}|{total:>8,}|{total / c:8.2f}")
print(Tx(TxKind.DEPOSIT, 1) == Tx(TxKind.DEPOSIT, 1, None, None), repr(TxKind.DEPOSIT))
