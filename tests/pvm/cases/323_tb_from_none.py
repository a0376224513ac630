# uncaught exception raised with "from None" (context suppressed)
try:
    try:
        {}["x"]
    except KeyError:
        raise ValueError("with context")
except ValueError as e:
    print(repr(e.__context__), e.__suppress_context__)
class NotFound(Exception):
    pass
USERS = {1: "ann", 2: "bob"}
def get_user(uid):
    try:
        return USERS[uid]
    except KeyError:
        raise NotFound(f"user {uid} does not exist") from None
print(get_user(1), get_user(2))
try:
    get_user(3)
except NotFound as e:
    print("handled", e, e.__suppress_context__, repr(e.__context__))
for uid in [2, 1, 7]:
    print("user", uid, get_user(uid))
print("unreachable")
