from enum import Enum, auto
from dataclasses import dataclass, field

class Op(Enum):
    PUSH = auto()
    POP = auto()
    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DUP = auto()
    SWAP = auto()
    JZ = auto()
    JMP = auto()
    PRINT = auto()
    HALT = auto()

class VMError(Exception):
    pass

@dataclass
class VM:
    program: list
    stack: list = field(default_factory=list)
    pc: int = 0
    steps: int = 0
    output: list = field(default_factory=list)

    def pop(self):
        if not self.stack:
            raise VMError(f"stack underflow at pc={self.pc - 1}")
        return self.stack.pop()

    def run(self, max_steps=1000):
        while self.pc < len(self.program):
            if self.steps >= max_steps:
                raise VMError("step limit reached")
            self.steps += 1
            op, *args = self.program[self.pc]
            self.pc += 1
            match op:
                case Op.PUSH:
                    self.stack.append(args[0])
                case Op.POP:
                    self.pop()
                case Op.ADD | Op.SUB | Op.MUL | Op.DIV:
                    b, a = self.pop(), self.pop()
                    if op is Op.DIV and b == 0:
                        raise VMError("division by zero")
                    self.stack.append({Op.ADD: a + b, Op.SUB: a - b, Op.MUL: a * b}.get(op) if op is not Op.DIV else a // b)
                case Op.DUP:
                    v = self.pop()
                    self.stack += [v, v]
                case Op.SWAP:
                    b, a = self.pop(), self.pop()
                    self.stack += [b, a]
                case Op.JZ:
                    if self.pop() == 0:
                        self.pc = args[0]
                case Op.JMP:
                    self.pc = args[0]
                case Op.PRINT:
                    self.output.append(self.stack[-1])
                case Op.HALT:
                    break
        return self.stack

countdown = [(Op.PUSH, 5), (Op.PRINT,), (Op.PUSH, 1), (Op.SUB,), (Op.DUP,), (Op.JZ, 7), (Op.JMP, 1), (Op.HALT,)]
vm = VM(countdown)
print(vm.run(), vm.output, vm.steps, vm.pc)
fact = [(Op.PUSH, 1), (Op.PUSH, 6), (Op.DUP,), (Op.JZ, 13), (Op.DUP,), (Op.PUSH, -1), (Op.ADD,), (Op.SWAP,), (Op.PUSH, 0), (Op.ADD,),
        (Op.JMP, 14), (Op.HALT,), (Op.HALT,), (Op.POP,), (Op.HALT,)]
print(VM(fact).run())
for prog in [[(Op.ADD,)], [(Op.PUSH, 1), (Op.PUSH, 0), (Op.DIV,)], [(Op.JMP, 0)], [(Op.PUSH, 7), (Op.PUSH, 2), (Op.DIV,), (Op.PRINT,)]]:
    m = VM(prog)
    try:
        print("result", m.run(max_steps=50), m.output)
    except VMError as e:
        print("VMError:", e, "| steps", m.steps)
print(Op.PUSH, Op(3).name, [o.name for o in Op][-3:], Op.HALT.value, len(Op))
