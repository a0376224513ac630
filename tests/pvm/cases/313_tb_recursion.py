# uncaught RecursionError from unbounded recursion
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(50))
def depth(node):
    return 1 + max((depth(c) for c in node["children"]), default=0)
tree = {"children": [{"children": []}, {"children": [{"children": []}]}]}
print("depth", depth(tree))
def walk(n):
    if n % 1000 == 0:
        print("walked", n)
    return walk(n + 1)
cyclic = {"children": []}
cyclic["children"].append(cyclic)
print("about to recurse forever")
def count_nodes(node):
    return 1 + sum(count_nodes(c) for c in node["children"])
print("nodes", count_nodes(tree))
walk(0)
print("unreachable")
