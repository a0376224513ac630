# assert statements and AssertionError
def check(x):
    assert x > 0, f"x must be positive, got {x}"
    return x * 2
print(check(5))
try:
    check(-1)
except AssertionError as e:
    print(type(e).__name__, e, e.args)
try:
    assert False
except AssertionError as e:
    print(type(e).__name__, repr(e), e.args, str(e) == "")
try:
    assert 1 == 2, ("tuple", "message")
except AssertionError as e:
    print(e.args, e)
try:
    assert [], 42
except AssertionError as e:
    print(e.args, e)
assert True
assert 1, "never"
assert [0], "non-empty list is truthy"
print("passing asserts are silent")
calls = []
def msg():
    calls.append("msg evaluated")
    return "lazy message"
assert True, msg()
print(calls)
try:
    assert None, msg()
except AssertionError as e:
    print(e, calls)
def validate(record):
    assert isinstance(record, dict), "record must be a dict"
    assert "id" in record, "missing id"
    assert record["id"] >= 0, "negative id"
    return "valid"
for rec in [{"id": 1}, [1], {}, {"id": -5}]:
    try:
        print(validate(rec))
    except AssertionError as e:
        print("invalid:", e)
class Obj:
    def __repr__(self):
        return "Obj()"
try:
    assert 0, Obj()
except AssertionError as e:
    print(e.args, str(e))
print(issubclass(AssertionError, Exception), AssertionError.__mro__)
try:
    raise AssertionError("raised directly", 2)
except AssertionError as e:
    print(e, e.args)
