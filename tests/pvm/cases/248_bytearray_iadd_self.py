# ba += ba on a non-empty bytearray raises BufferError in CPython (the
# right operand's buffer is held while the left is resized); extend(),
# a slice assignment and + with itself, and += of a copy, all work.
# bytearray has __iadd__ and __imul__ methods a subclass can extend.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Frame(bytearray):
    def __iadd__(self, other):
        print("  Frame += %d bytes" % len(other))
        return super().__iadd__(other)

    def __imul__(self, n):
        print("  Frame *= %r" % (n,))
        return super().__imul__(n)


def double_inplace(buf):
    buf += buf
    return buf


show("iadd self", lambda: double_inplace(bytearray(b"ab")))
show("iadd empty self", lambda: double_inplace(bytearray()))
show("iadd subclass self", lambda: double_inplace(Frame(b"xy")))
show("iadd str", lambda: bytearray(b"a").__iadd__("b"))
show("iadd int to subclass", lambda: Frame(b"a").__iadd__(1))
show("imul float", lambda: bytearray(b"a").__imul__(1.5))
show("imul str", lambda: bytearray(b"a").__imul__("2"))
frame = Frame(b"hd")
frame += b"-body"
frame *= 2
print(type(frame).__name__, frame)


def double_safely(buf):
    buf += bytes(buf)
    return buf


def extend_self(buf):
    buf.extend(buf)
    return buf


def slice_self(buf):
    buf[len(buf):] = buf
    return buf


for fn in (double_safely, extend_self, slice_self):
    show(fn.__name__, lambda: fn(bytearray(b"ab")))
show("plus self", lambda: (lambda b: b + b)(bytearray(b"ab")))
show("imul", lambda: (lambda b: b.__imul__(3))(bytearray(b"ab")))

# a packet builder that pads a payload by repeating it
packet = bytearray(b"\x01\x02")
try:
    packet += packet
except BufferError as e:
    print("BufferError:", e)
    packet.extend(packet)
print(packet.hex(" "))
