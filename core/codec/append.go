package codec

import (
	"encoding/binary"
	"math/bits"
)

// Appenders encode single items in canonical form, for the few hot paths
// that write a fixed shape by hand instead of through Marshal's
// reflection (tx.Transaction's encoding). Their callers test the result
// against Marshal's.

// AppendUint appends the unsigned integer v.
func AppendUint(b []byte, v uint64) []byte { return appendHead(b, majorUint, v) }

// AppendUint128 appends hi·2^64 + lo as Marshal encodes a big.Int: a
// plain integer below 2^64, else a tag-2 bignum of minimal length.
func AppendUint128(b []byte, hi, lo uint64) []byte {
	if hi == 0 {
		return AppendUint(b, lo)
	}
	var be [16]byte
	binary.BigEndian.PutUint64(be[:8], hi)
	binary.BigEndian.PutUint64(be[8:], lo)
	b = appendHead(b, majorTag, 2) // positive bignum
	return AppendBytes(b, be[bits.LeadingZeros64(hi)/8:])
}

// AppendBytes appends the byte string p.
func AppendBytes(b, p []byte) []byte { return append(appendHead(b, majorBytes, uint64(len(p))), p...) }

// AppendArrayHead appends the head of an array of n items.
func AppendArrayHead(b []byte, n int) []byte { return appendHead(b, majorArray, uint64(n)) }

// AppendNull appends null.
func AppendNull(b []byte) []byte { return append(b, 0xf6) }
