# mini-program: a vending machine state machine with transitions table and audit log
from enum import Enum
class S(Enum):
    IDLE = "idle"
    HAS_MONEY = "has_money"
    DISPENSING = "dispensing"
    OUT_OF_ORDER = "out_of_order"
class VendingMachine:
    PRICES = {"cola": 150, "chips": 100, "candy": 65}
    def __init__(self, stock):
        self.state = S.IDLE
        self.credit = 0
        self.stock = dict(stock)
        self.bank = 0
        self.log = []
    def _go(self, new, note):
        self.log.append(f"{self.state.value} -> {new.value}: {note}")
        self.state = new
    def insert(self, coins):
        if self.state in (S.OUT_OF_ORDER, S.DISPENSING):
            return f"rejected coins in state {self.state.value}"
        if coins not in (5, 10, 25, 100):
            return f"invalid coin {coins}"
        self.credit += coins
        if self.state is S.IDLE:
            self._go(S.HAS_MONEY, f"credit {self.credit}")
        return f"credit {self.credit}"
    def select(self, item):
        if self.state is not S.HAS_MONEY:
            return "insert money first"
        if item not in self.PRICES:
            return f"unknown item {item}"
        if self.stock.get(item, 0) == 0:
            return f"{item} sold out"
        price = self.PRICES[item]
        if self.credit < price:
            return f"need {price - self.credit} more"
        self._go(S.DISPENSING, item)
        self.stock[item] -= 1
        change = self.credit - price
        self.bank += price
        self.credit = 0
        self._go(S.IDLE, f"change {change}")
        if not any(self.stock.values()):
            self._go(S.OUT_OF_ORDER, "empty")
        return f"dispensed {item}, change {self._coins(change)}"
    def refund(self):
        if self.state is not S.HAS_MONEY:
            return "nothing to refund"
        amount, self.credit = self.credit, 0
        self._go(S.IDLE, f"refund {amount}")
        return f"refunded {self._coins(amount)}"
    @staticmethod
    def _coins(amount):
        out = []
        for c in (100, 25, 10, 5):
            n, amount = divmod(amount, c)
            out.extend([c] * n)
        return out
vm = VendingMachine({"cola": 1, "chips": 2, "candy": 0})
actions = [("select", "cola"), ("insert", 100), ("insert", 3), ("select", "cola"), ("insert", 25), ("insert", 25),
           ("select", "cola"), ("insert", 100), ("select", "cola"), ("select", "candy"), ("select", "tea"), ("insert", 10),
           ("select", "chips"), ("refund",), ("refund",), ("insert", 100), ("select", "chips"), ("insert", 25)]
for act in actions:
    name, *args = act
    print(f"{name}{tuple(args)!s:10} -> {getattr(vm, name)(*args)}  [{vm.state.value}]")
print(vm.stock, vm.bank)
print("\n".join(vm.log))
