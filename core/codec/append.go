package codec

import (
	"encoding/binary"
	"math/bits"

	"github.com/cowboy-go/cowboy/core/types"
)

// Appenders encode single items in canonical form, for the few hot paths
// that write a fixed shape by hand instead of through Marshal's
// reflection (transactions, receipts). Their callers write map keys in
// canonical order, keep text valid UTF-8, and test the result against
// Marshal's.

// AppendUint appends the unsigned integer v.
func AppendUint(b []byte, v uint64) []byte { return appendHead(b, majorUint, v) }

// AppendU128 appends u as Marshal encodes it as a big.Int: a plain
// integer below 2^64, else a tag-2 bignum of minimal length.
func AppendU128(b []byte, u types.U128) []byte {
	hi, lo := u.Words()
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

// AppendText appends the text string s (which must be valid UTF-8).
func AppendText(b []byte, s string) []byte {
	return append(appendHead(b, majorText, uint64(len(s))), s...)
}

// AppendMapHead appends the head of a map of n pairs.
func AppendMapHead(b []byte, n int) []byte { return appendHead(b, majorMap, uint64(n)) }

// AppendArrayHead appends the head of an array of n items.
func AppendArrayHead(b []byte, n int) []byte { return appendHead(b, majorArray, uint64(n)) }

// AppendNull appends null.
func AppendNull(b []byte) []byte { return append(b, 0xf6) }
