# lists used as stacks and queues; deque-free queue patterns
stack = []
for x in "abc":
    stack.append(x)
print(stack, stack[-1])
while stack:
    print("pop", stack.pop())
queue = [1, 2, 3]
queue.append(4)
print(queue.pop(0), queue.pop(0), queue)
def eval_rpn(tokens):
    st = []
    for tok in tokens.split():
        if tok in "+-*/":
            b, a = st.pop(), st.pop()
            st.append({"+": a + b, "-": a - b, "*": a * b, "/": a / b}[tok])
        else:
            st.append(float(tok) if "." in tok else int(tok))
    if len(st) != 1:
        raise ValueError(f"malformed expression, stack={st}")
    return st[0]
for expr in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "1.5 2 *", "7 2 /", "1 2"]:
    try:
        print(expr, "=", eval_rpn(expr))
    except (ValueError, IndexError) as e:
        print(expr, type(e).__name__, e)
try:
    eval_rpn("+")
except IndexError as e:
    print(type(e).__name__, e)
def bfs(graph, start):
    seen = [start]
    q = [start]
    order = []
    while q:
        node = q.pop(0)
        order.append(node)
        for nb in graph.get(node, []):
            if nb not in seen:
                seen.append(nb)
                q.append(nb)
    return order
def dfs(graph, start):
    seen = []
    st = [start]
    while st:
        node = st.pop()
        if node in seen:
            continue
        seen.append(node)
        st.extend(reversed(graph.get(node, [])))
    return seen
g = {"A": ["B", "C"], "B": ["D", "E"], "C": ["F"], "E": ["F", "A"], "F": []}
print(bfs(g, "A"), dfs(g, "A"))
def matching(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for i, ch in enumerate(s):
        if ch in "([{":
            st.append((ch, i))
        elif ch in pairs:
            if not st or st[-1][0] != pairs[ch]:
                return f"mismatch at {i}"
            st.pop()
    return "ok" if not st else f"unclosed at {st[-1][1]}"
for s in ["(a[b]{c})", "(]", "((", "", "a)b", "{[()()]}"]:
    print(repr(s), matching(s))
