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

// Reader reads items of a known shape, for the fast paths of hand-written
// decoders. It proves nothing about canonical form and does not say why
// it failed: its callers re-encode what they read and compare the bytes,
// and take Unmarshal's path to explain a failure.
type Reader struct {
	b   []byte
	off int
	bad bool
}

// NewReader returns a Reader at the start of b.
func NewReader(b []byte) *Reader { return &Reader{b: b} }

// Done reports whether every read succeeded and nothing is left.
func (r *Reader) Done() bool { return !r.bad && r.off == len(r.b) }

func (r *Reader) head(major byte) uint64 {
	if r.bad {
		return 0
	}
	h, err := readHead(r.b, r.off)
	if err != nil || h.major != major {
		r.bad = true
		return 0
	}
	r.off += h.size
	return h.arg
}

// Uint reads an unsigned integer.
func (r *Reader) Uint() uint64 { return r.head(majorUint) }

// U128 reads what AppendU128 writes: an unsigned integer or a tag-2
// bignum of at most 16 bytes.
func (r *Reader) U128() types.U128 {
	if r.bad || r.off >= len(r.b) || r.b[r.off] != 0xc2 {
		return types.U128From64(r.Uint())
	}
	r.off++ // tag 2
	p := r.Bytes()
	if len(p) > 16 {
		r.bad = true
		return types.U128{}
	}
	var be [16]byte
	copy(be[16-len(p):], p)
	return types.U128FromWords(binary.BigEndian.Uint64(be[:8]), binary.BigEndian.Uint64(be[8:]))
}

// Bytes reads a byte string, returning a slice of the input.
func (r *Reader) Bytes() []byte {
	n := r.head(majorBytes)
	if r.bad || n > uint64(len(r.b)-r.off) {
		r.bad = true
		return nil
	}
	p := r.b[r.off : r.off+int(n) : r.off+int(n)]
	r.off += int(n)
	return p
}

// ArrayHead reads the head of an array and returns its length, which is
// at most the bytes left (every item takes one).
func (r *Reader) ArrayHead() int {
	n := r.head(majorArray)
	if n > uint64(len(r.b)-r.off) {
		r.bad = true
		return 0
	}
	return int(n)
}

// Null reads a null if one is next.
func (r *Reader) Null() bool {
	if r.bad || r.off >= len(r.b) || r.b[r.off] != 0xf6 {
		return false
	}
	r.off++
	return true
}
