class ValidationError(Exception):
    pass

def validate(user):
    errors = []
    if not user.get("name"):
        errors.append("name is required")
    if not 0 < user.get("age", 0) < 150:
        errors.append(f"age out of range: {user.get('age')}")
    if "@" not in user.get("email", ""):
        errors.append("email is invalid")
    if errors:
        err = ValidationError(f"{len(errors)} problem(s) with user {user.get('name')!r}")
        for e in errors:
            err.add_note(f"- {e}")
        raise err
    return True

users = [
    {"name": "ann", "age": 30, "email": "ann@example.org"},
    {"name": "", "age": 200, "email": "nobody"},
    {"name": "bob", "age": 40, "email": "bob@example.org"},
]
for u in users[::2]:
    print(u["name"], validate(u))
try:
    validate(users[1])
except ValidationError as e:
    print("caught:", e)
    print("notes:", e.__notes__)
print(sum(u["age"] for u in users))
print(sorted(u["email"] for u in users))
validate({"name": "carl", "age": -1, "email": "carl@x"})
