match = 1
case = 2
_ = 3
match.x = 4
match[0] = 5
match(x)
match(x).y
match + 1
print(match, case, _)
def match(case): return case
class match: pass
match = match + case
x = [match for match in case]
match, case = 1, 2
match: int = 1
match -x
match * y
case(1)
type = 1
