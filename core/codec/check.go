package codec

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"unicode/utf8"
)

// canonicalNaN is the one NaN the profile allows: quiet, positive, no payload.
const canonicalNaN = 0x7ff8000000000000

// maxCheckDepth bounds recursion over Marshal output, which fxamacker does not
// depth-limit; no decoder accepts deeper nesting than this anyway.
const maxCheckDepth = 65535

// CBOR major types.
const (
	majorUint = iota
	majorNegInt
	majorBytes
	majorText
	majorArray
	majorMap
	majorTag
	majorSimple
)

type head struct {
	major byte
	ai    byte   // additional information (low 5 bits of the initial byte)
	arg   uint64 // argument: value, length, count or tag number
	size  int    // bytes taken by the head
}

// readHead parses the head at off; it never reads past b.
func readHead(b []byte, off int) (head, error) {
	if off >= len(b) {
		return head{}, fmt.Errorf("%w: unexpected end of input at offset %d", ErrMalformed, off)
	}
	h := head{major: b[off] >> 5, ai: b[off] & 0x1f}
	n := 0
	switch {
	case h.ai < 24:
		h.arg, h.size = uint64(h.ai), 1
		return h, nil
	case h.ai <= 27:
		n = 1 << (h.ai - 24)
	case h.ai == 31 && h.major >= majorBytes && h.major <= majorMap:
		return head{}, fmt.Errorf("%w at offset %d", ErrIndefiniteLength, off)
	default:
		return head{}, fmt.Errorf("%w: reserved or misplaced initial byte %#02x at offset %d", ErrMalformed, b[off], off)
	}
	if len(b)-off-1 < n {
		return head{}, fmt.Errorf("%w: truncated head at offset %d", ErrMalformed, off)
	}
	for _, c := range b[off+1 : off+1+n] {
		h.arg = h.arg<<8 | uint64(c)
	}
	h.size = 1 + n
	return h, nil
}

// shortest reports whether the argument uses the fewest bytes possible
// (not meaningful for floats, which are checked separately).
func (h head) shortest() bool {
	switch h.ai {
	case 24:
		return h.arg >= 24
	case 25:
		return h.arg > math.MaxUint8
	case 26:
		return h.arg > math.MaxUint16
	case 27:
		return h.arg > math.MaxUint32
	}
	return true
}

// compareKeys orders encoded map keys length-first, then bytewise (RFC 8949 §4.2.3).
func compareKeys(a, b []byte) int {
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return bytes.Compare(a, b)
}

func notCanonical(off int, what string) error {
	return fmt.Errorf("%w: %s at offset %d", ErrNotCanonical, what, off)
}

// check verifies that b is exactly one item in the canonical profile. It
// allocates nothing on success. Fixable problems (anything rewrite repairs)
// are reported as ErrNotCanonical; the rest have their own errors.
func check(b []byte) error {
	end, err := checkItem(b, 0, 0)
	if err != nil {
		return err
	}
	if end != len(b) {
		return fmt.Errorf("%w: %d bytes at offset %d", ErrTrailingBytes, len(b)-end, end)
	}
	return nil
}

// checkItem checks the item at off and returns the offset just past it.
func checkItem(b []byte, off, depth int) (int, error) {
	if depth > maxCheckDepth {
		return 0, fmt.Errorf("%w: nesting deeper than %d at offset %d", ErrUnsupported, maxCheckDepth, off)
	}
	h, err := readHead(b, off)
	if err != nil {
		return 0, err
	}
	end := off + h.size
	rest := uint64(len(b) - end)
	if h.major != majorSimple && !h.shortest() {
		return 0, notCanonical(off, "argument not in shortest form")
	}
	switch h.major {
	case majorUint, majorNegInt:
		return end, nil

	case majorBytes, majorText:
		if h.arg > rest {
			return 0, fmt.Errorf("%w: string at offset %d runs past end of input", ErrMalformed, off)
		}
		stop := end + int(h.arg)
		if h.major == majorText && !utf8.Valid(b[end:stop]) {
			return 0, fmt.Errorf("%w at offset %d", ErrInvalidUTF8, off)
		}
		return stop, nil

	case majorArray:
		if h.arg > rest { // every element takes at least one byte
			return 0, fmt.Errorf("%w: array at offset %d runs past end of input", ErrMalformed, off)
		}
		for i := uint64(0); i < h.arg; i++ {
			if end, err = checkItem(b, end, depth+1); err != nil {
				return 0, err
			}
		}
		return end, nil

	case majorMap:
		if h.arg > rest/2 {
			return 0, fmt.Errorf("%w: map at offset %d runs past end of input", ErrMalformed, off)
		}
		prevStart, prevEnd := -1, -1
		for i := uint64(0); i < h.arg; i++ {
			keyStart := end
			if end, err = checkItem(b, end, depth+1); err != nil {
				return 0, err
			}
			if prevStart >= 0 {
				switch c := compareKeys(b[prevStart:prevEnd], b[keyStart:end]); {
				case c == 0:
					return 0, fmt.Errorf("%w at offset %d", ErrDuplicateKey, keyStart)
				case c > 0:
					return 0, notCanonical(keyStart, "map keys not in length-first order")
				}
			}
			prevStart, prevEnd = keyStart, end
			if end, err = checkItem(b, end, depth+1); err != nil {
				return 0, err
			}
		}
		return end, nil

	case majorTag:
		if h.arg != 2 && h.arg != 3 {
			return 0, fmt.Errorf("%w: tag %d at offset %d (only bignum tags 2 and 3)", ErrUnsupported, h.arg, off)
		}
		content, err := readHead(b, end)
		if err != nil {
			return 0, err
		}
		if content.major != majorBytes {
			return 0, fmt.Errorf("%w: bignum tag at offset %d must enclose a byte string", ErrMalformed, off)
		}
		stop, err := checkItem(b, end, depth+1)
		if err != nil {
			return 0, err
		}
		// A bignum is canonical only when a plain integer cannot hold it:
		// more than 8 bytes once leading zeros are gone.
		if n := b[end+content.size : stop]; len(n) <= 8 || n[0] == 0 {
			return 0, notCanonical(off, "bignum that fits in 64 bits or has leading zero bytes")
		}
		return stop, nil
	}

	// Major type 7: simple values and floats.
	switch h.ai {
	case 20, 21, 22: // false, true, null
		return end, nil
	case 25, 26:
		return 0, notCanonical(off, fmt.Sprintf("%d-bit float (only 64-bit floats)", 8<<(h.ai-24)))
	case 27:
		if math.IsNaN(math.Float64frombits(h.arg)) && h.arg != canonicalNaN {
			return 0, notCanonical(off, "NaN other than fb7ff8000000000000")
		}
		return end, nil
	}
	return 0, fmt.Errorf("%w: simple value at offset %d (only false, true, null)", ErrUnsupported, off)
}

// rewrite re-emits one well-formed item canonically: shortest heads, binary64
// floats, the canonical NaN and re-sorted map keys. It exists because
// fxamacker keeps Go float32 values 32-bit and NaN payloads as they are, and
// widening a float inside a map key can change the key order. Anything it
// cannot repair is copied for check to reject.
func rewrite(b []byte) ([]byte, error) {
	out, end, err := rewriteItem(b, 0, 0, make([]byte, 0, len(b)+len(b)/4))
	if err != nil {
		return nil, err
	}
	if end != len(b) {
		return nil, fmt.Errorf("%w: %d bytes at offset %d", ErrTrailingBytes, len(b)-end, end)
	}
	return out, nil
}

func appendHead(out []byte, major byte, arg uint64) []byte {
	m := major << 5
	switch {
	case arg < 24:
		return append(out, m|byte(arg))
	case arg <= math.MaxUint8:
		return append(out, m|24, byte(arg))
	case arg <= math.MaxUint16:
		return binary.BigEndian.AppendUint16(append(out, m|25), uint16(arg))
	case arg <= math.MaxUint32:
		return binary.BigEndian.AppendUint32(append(out, m|26), uint32(arg))
	}
	return binary.BigEndian.AppendUint64(append(out, m|27), arg)
}

func rewriteItem(b []byte, off, depth int, out []byte) ([]byte, int, error) {
	if depth > maxCheckDepth {
		return nil, 0, fmt.Errorf("%w: nesting deeper than %d at offset %d", ErrUnsupported, maxCheckDepth, off)
	}
	h, err := readHead(b, off)
	if err != nil {
		return nil, 0, err
	}
	end := off + h.size
	rest := uint64(len(b) - end)
	switch h.major {
	case majorUint, majorNegInt:
		return appendHead(out, h.major, h.arg), end, nil

	case majorBytes, majorText:
		if h.arg > rest {
			return nil, 0, fmt.Errorf("%w: string at offset %d runs past end of input", ErrMalformed, off)
		}
		stop := end + int(h.arg)
		return append(appendHead(out, h.major, h.arg), b[end:stop]...), stop, nil

	case majorArray, majorTag:
		n := uint64(1) // a tag encloses one item
		if h.major == majorArray {
			n = h.arg
		}
		if n > rest {
			return nil, 0, fmt.Errorf("%w: item at offset %d runs past end of input", ErrMalformed, off)
		}
		out = appendHead(out, h.major, h.arg)
		for i := uint64(0); i < n; i++ {
			if out, end, err = rewriteItem(b, end, depth+1, out); err != nil {
				return nil, 0, err
			}
		}
		return out, end, nil

	case majorMap:
		if h.arg > rest/2 {
			return nil, 0, fmt.Errorf("%w: map at offset %d runs past end of input", ErrMalformed, off)
		}
		// Pairs are rewritten into scratch, then copied out in key order.
		type pair struct{ key, val, stop int }
		pairs := make([]pair, 0, h.arg)
		var scratch []byte
		for i := uint64(0); i < h.arg; i++ {
			p := pair{key: len(scratch)}
			if scratch, end, err = rewriteItem(b, end, depth+1, scratch); err != nil {
				return nil, 0, err
			}
			p.val = len(scratch)
			if scratch, end, err = rewriteItem(b, end, depth+1, scratch); err != nil {
				return nil, 0, err
			}
			p.stop = len(scratch)
			pairs = append(pairs, p)
		}
		slices.SortFunc(pairs, func(x, y pair) int {
			return compareKeys(scratch[x.key:x.val], scratch[y.key:y.val])
		})
		out = appendHead(out, majorMap, h.arg)
		for i, p := range pairs {
			if i > 0 && compareKeys(scratch[pairs[i-1].key:pairs[i-1].val], scratch[p.key:p.val]) == 0 {
				return nil, 0, fmt.Errorf("%w in map at offset %d", ErrDuplicateKey, off)
			}
			out = append(out, scratch[p.key:p.stop]...)
		}
		return out, end, nil
	}

	// Major type 7.
	var f float64
	switch h.ai {
	case 25:
		f = halfToFloat64(uint16(h.arg))
	case 26:
		f = float64(math.Float32frombits(uint32(h.arg)))
	case 27:
		f = math.Float64frombits(h.arg)
	default:
		return append(out, b[off:end]...), end, nil
	}
	bits := math.Float64bits(f)
	if math.IsNaN(f) {
		bits = canonicalNaN
	}
	return binary.BigEndian.AppendUint64(append(out, 0xfb), bits), end, nil
}

// halfToFloat64 widens an IEEE 754 binary16 value exactly (x448/float16 is
// only an indirect dependency, and the conversion is a few lines).
func halfToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	case 0:
		return sign * math.Ldexp(frac, -24) // subnormal (and ±0)
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}
