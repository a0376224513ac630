# uncaught custom exception whose __str__ is overridden
class ValidationError(Exception):
    def __init__(self, field, problems):
        super().__init__(field, problems)
        self.field = field
        self.problems = problems
    def __str__(self):
        return f"{self.field}: " + "; ".join(self.problems)
def validate_user(user):
    problems = []
    if len(user.get("name", "")) < 3:
        problems.append("name too short")
    if "@" not in user.get("email", ""):
        problems.append("email invalid")
    if problems:
        raise ValidationError("user", problems)
    print("valid user", user["name"])
validate_user({"name": "alice", "email": "a@x"})
e = ValidationError("f", ["p1", "p2"])
print(str(e), repr(e), e.args)
validate_user({"name": "al", "email": "nowhere"})
print("unreachable")
