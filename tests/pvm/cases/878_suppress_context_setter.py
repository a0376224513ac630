# __suppress_context__ is writable (a bool): `raise ... from None` sets it,
# and code may clear it again so the context shows; __cause__ assignment
# sets it as `raise from` does. Non-bool values are refused.


def parse(text):
    try:
        return int(text)
    except ValueError:
        raise KeyError("bad " + repr(text)) from None


try:
    parse("x")
except KeyError as e:
    print(repr(e), e.__cause__, e.__suppress_context__, repr(e.__context__))
    e.__suppress_context__ = False
    print("cleared:", e.__suppress_context__, repr(e.__context__))
    saved = e

print(saved.__suppress_context__)

fresh = ValueError("fresh")
print(fresh.__suppress_context__, fresh.__cause__, fresh.__context__)
fresh.__suppress_context__ = True
print(fresh.__suppress_context__)
fresh.__cause__ = None
print(fresh.__suppress_context__, fresh.__cause__)
other = TypeError("other")
other.__cause__ = fresh
print(other.__suppress_context__, repr(other.__cause__))
for value in (1, "yes", None):
    try:
        other.__suppress_context__ = value
    except TypeError as e:
        print("TypeError:", e)
print(other.__suppress_context__)


def reraise_with_context():
    try:
        try:
            raise TypeError("inner")
        except TypeError:
            raise ValueError("outer") from None
    except ValueError as exc:
        exc.__suppress_context__ = False
        raise exc


try:
    reraise_with_context()
except ValueError as exc:
    print(repr(exc), exc.__cause__, exc.__suppress_context__, repr(exc.__context__))
