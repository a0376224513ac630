# mini-program: assembler and interpreter for a tiny stack machine with gas metering
class VMError(Exception):
    pass
class OutOfGas(VMError):
    pass
COSTS = {"push": 1, "pop": 1, "add": 2, "sub": 2, "mul": 3, "div": 5, "dup": 1, "swap": 1, "jz": 2, "jmp": 2, "print": 4, "halt": 0, "over": 1}
def assemble(src):
    labels, raw = {}, []
    for line in src.strip().splitlines():
        line = line.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(raw)
            continue
        op, *args = line.split()
        raw.append((op, args[0] if args else None))
    prog = []
    for op, a in raw:
        if a is None:
            prog.append((op, None))
        elif a in labels:
            prog.append((op, labels[a]))
        else:
            prog.append((op, int(a)))
    return prog
def run(prog, gas, trace=False):
    stack, pc, out, used = [], 0, [], 0
    while pc < len(prog):
        op, arg = prog[pc]
        cost = COSTS.get(op)
        if cost is None:
            raise VMError(f"bad opcode {op!r} at {pc}")
        used += cost
        if used > gas:
            raise OutOfGas(f"out of gas at pc={pc} ({op}), used {used} > {gas}")
        pc += 1
        try:
            if op == "push": stack.append(arg)
            elif op == "pop": stack.pop()
            elif op == "dup": stack.append(stack[-1])
            elif op == "over": stack.append(stack[-2])
            elif op == "swap": stack[-1], stack[-2] = stack[-2], stack[-1]
            elif op in ("add", "sub", "mul", "div"):
                b, a = stack.pop(), stack.pop()
                if op == "div" and b == 0:
                    raise VMError("division by zero")
                stack.append({"add": a + b, "sub": a - b, "mul": a * b, "div": a // b if op == "div" else 0}[op])
            elif op == "jz":
                if stack.pop() == 0:
                    pc = arg
            elif op == "jmp": pc = arg
            elif op == "print": out.append(stack[-1])
            elif op == "halt": break
        except IndexError:
            raise VMError(f"stack underflow at pc={pc - 1} ({op})") from None
        if trace:
            print(f"  {pc - 1:>2} {op:<5} {str(arg):>4} {stack}")
    return out, used, stack
SUM = """
    push 0      ; acc
    push 10     ; n
loop:
    dup
    jz done     ; stop when n == 0
    dup         ; acc n n
    push -1
    add         ; acc n n-1
    swap        ; acc n-1 n
    push 0
    add
    swap        ; acc n n-1 (no-op dance to spend gas)
    pop         ; acc n
    swap        ; n acc
    over        ; n acc n
    add         ; n acc+n
    swap        ; acc+n n
    push -1
    add         ; acc+n n-1
    jmp loop
done:
    pop
    print
    halt
"""
prog = assemble("push 6\npush 7\nmul\nprint\npush 2\nsub\nprint\nhalt")
print(prog)
print(run(prog, 100, trace=True))
countdown = assemble("push 3\ntop:\ndup\nprint\njz end\npush -1\nadd\njmp top\nend:\nhalt")
print(countdown)
print(run(countdown, 200))
for src, gas in [("push 1\npush 0\ndiv", 50), ("add", 10), ("push 1\nfoo", 10), ("top:\npush 1\njmp top", 30)]:
    try:
        print(run(assemble(src), gas))
    except OutOfGas as e:
        print("OutOfGas:", e)
    except VMError as e:
        print("VMError:", e)
sum_prog = assemble(SUM)
print(len(sum_prog), sum_prog[3], run(sum_prog, 1000))
try:
    run(sum_prog, 150)
except OutOfGas as e:
    print("OutOfGas:", e)
