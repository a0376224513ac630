# bytes.hex(sep, bytes_per_sep): bytes_per_sep is converted first, sep must
# be a str or bytes of length 1 (a bytearray is refused, NUL is a separator);
# bytes.partition hands back the separator object it was given.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


class Tag(bytes):
    pass


digest = bytes(range(0xA0, 0xA8))
print(digest.hex(), digest.hex(":"), digest.hex(b"-", 2), digest.hex(" ", -3))
show("nul sep", lambda: digest[:3].hex("\x00"))
show("bytes nul sep", lambda: digest[:3].hex(b"\x00", 1))
show("tag sep", lambda: digest[:3].hex(Tag(b"|")))
for sep in (bytearray(b":"), bytearray(b"::"), b"::", b"\xff", b"\xff\xff", "\u00e9", "\u00e9\u00e9", "", [1], [1, 2], 7, None):
    show("sep " + repr(sep), lambda: digest.hex(sep))
    show("  with bad count", lambda: digest.hex(sep, 1.5))
show("count too big", lambda: digest.hex(b":", 2**40))
show("bytearray", lambda: bytearray(digest).hex(bytearray(b":")))

print("-- partition")
record = b"key=value=more"
for sep in (b"=", bytearray(b"="), Tag(b"="), b"#"):
    for part in (record.partition, record.rpartition, bytearray(record).partition):
        head, mid, tail = part(sep)
        print(type(head).__name__, type(mid).__name__, mid is sep, head, mid, tail)
show("str sep", lambda: record.partition("="))
show("empty sep", lambda: record.partition(b""))
show("int sep", lambda: record.partition(61))


def parse_header(line):
    name, sep, value = line.partition(bytearray(b": "))
    if not sep:
        raise ValueError("malformed header: %r" % (line,))
    return name.decode().lower(), value.strip().decode()


for line in [b"Content-Type: text/plain", b"X-Count:  3 ", b"broken"]:
    show("header", lambda: parse_header(line))
