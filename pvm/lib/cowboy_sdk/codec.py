"""Canonical CBOR for cowboy_sdk (CIP-6 §11.5). Private: actor code should
rely on storage, call() and send() to encode; SDK extensions may import it.

encode(value) -> bytes and decode(data) -> value produce and accept exactly
the bytes of the chain's Go codec (core/codec): RFC 8949 §4.2 with
length-first map key order, shortest integers, 64-bit floats, bignums (tags
2 and 3) only beyond 64 bits. Encodable: None, bool, int (up to 4096 bits),
float, str, bytes/bytearray, list/tuple (arrays), dict (maps, any encodable
keys), Address (its 20 bytes, a byte string), CowboyModel (a map of its
fields) and ordered_set (an array). Anything else raises CodecError naming
the type. decode() gives None, bool, int, float, str, bytes, list and dict
(arrays used as map keys become tuples); non-canonical input raises
CodecError.
"""

from _cowboy_core import encode, decode

__all__ = ["encode", "decode"]
